// The frame of every message: wordmark, content on white, the client-service footer as published
// in Design. Narrow (600 px at most, fluid below), so it reads in a phone-width mail client.
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import type { MailEnv, RenderedMail } from "./define";
import { renderEmail } from "./render-react";
import { color, font, heading, label, text } from "./style";

/** A whole message: the subject (also the document's title), the preview line, the h1, then the body. */
export function renderInLayout(
  page: {
    subject: string;
    preview: string;
    heading: string;
    env: Pick<MailEnv, "publicUrl" | "clientService">;
  },
  body: ReactNode,
): Promise<RenderedMail> {
  return renderEmail(
    page.subject,
    <MailLayout title={page.subject} preview={page.preview} env={page.env}>
      <Heading as="h1" style={heading}>
        {page.heading}
      </Heading>
      {body}
    </MailLayout>,
  );
}

export function MailLayout(props: {
  title: string;
  preview: string;
  env: Pick<MailEnv, "publicUrl" | "clientService">;
  children: ReactNode;
}) {
  const { publicUrl, clientService: service } = props.env;
  return (
    <Html lang="en">
      <Head>
        <title>{props.title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: color.paper, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", width: "100%", backgroundColor: color.white }}>
          <Section
            style={{
              padding: "28px 24px 20px",
              textAlign: "center",
              borderBottom: `1px solid ${color.line}`,
            }}
          >
            <Link
              href={publicUrl}
              style={{
                fontFamily: font.display,
                fontSize: "26px",
                letterSpacing: "0.34em",
                color: color.ink,
                textDecoration: "none",
              }}
            >
              ATELIER
            </Link>
          </Section>
          <Section style={{ padding: "32px 24px 8px" }}>{props.children}</Section>
          <Section style={{ padding: "0 24px" }}>
            <Hr style={{ borderColor: color.line, margin: "16px 0" }} />
          </Section>
          <Section style={{ padding: "0 24px 28px" }}>
            <Text style={label}>Client Services</Text>
            <Text style={{ ...text, fontSize: "13px", lineHeight: "20px" }}>
              {service.hours} Call{" "}
              <Link href={service.phoneHref} style={{ color: color.accent, textDecoration: "underline" }}>
                {service.phone}
              </Link>{" "}
              or write to{" "}
              <Link
                href={`mailto:${service.email}`}
                style={{ color: color.accent, textDecoration: "underline" }}
              >
                {service.email}
              </Link>
              .
            </Text>
            <Text style={{ ...text, fontSize: "12px", lineHeight: "18px", color: color.muted, margin: 0 }}>
              Atelier is a demonstration boutique: no payment is taken.{" "}
              <Link
                href={`${publicUrl}/legal?category=privacy`}
                style={{ color: color.muted, textDecoration: "underline" }}
              >
                Privacy notice
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
