// Design: the home page's hero, the announcement bar, the footer's client-service details and
// the social links, as staff publish them (draft, versions and restore as Pages).
import { z } from "zod";
import { optionalText, requiredText } from "../text-schema";
import { versionedContracts } from "./versioned-content";

/**
 * A link of the shop: a path of the boutique (/women) or an https address. No backslash anywhere:
 * browsers read one as '/' in a link, so a path of '/', a backslash and a host name would lead off
 * the site.
 */
export const designHref = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => !v.includes("\\") && (/^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v)),
    "Use a path such as /women or an https:// address.",
  );

export const designLinkSchema = z.strictObject({ label: requiredText(40), href: designHref });

export const heroSchema = z.strictObject({
  /** A media key from an upload, or null for the boutique's own photograph. */
  imageKey: z
    .string()
    .regex(/^u\/[A-Za-z0-9_-]{6,64}$/, "Upload the image again.")
    .nullable(),
  /** Where the subject is, in % of width and height: phones and wide screens crop around it. */
  focalX: z.number().int().min(0).max(100),
  focalY: z.number().int().min(0).max(100),
  alt: requiredText(250, "Describe the image for people who cannot see it."),
  eyebrow: optionalText(60),
  headline: requiredText(80),
  links: z.tuple([designLinkSchema, designLinkSchema]),
});

const isoInstant = z.iso.datetime({ offset: true });

export const announcementSchema = z
  .strictObject({
    enabled: z.boolean(),
    text: optionalText(160),
    link: designLinkSchema.nullable(),
    startsAt: isoInstant.nullable(),
    endsAt: isoInstant.nullable(),
  })
  .superRefine((a, ctx) => {
    if (a.enabled && !a.text)
      ctx.addIssue({ code: "custom", path: ["text"], message: "Please write the announcement." });
    if (a.startsAt && a.endsAt && Date.parse(a.endsAt) <= Date.parse(a.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must come after the start." });
  });

export const footerSchema = z.strictObject({
  phone: z
    .string()
    .trim()
    .min(7, "Please enter the phone number.")
    .max(30)
    .regex(/^\+?[0-9 ().-]+$/, "Digits, spaces, brackets, dots, hyphens and a leading + only."),
  email: z.email("Please enter a valid e-mail address.").max(254),
  hours: requiredText(160),
});

export const socialLinkSchema = z.strictObject({
  label: requiredText(30),
  href: z
    .string()
    .trim()
    .max(300)
    .regex(/^https:\/\/[^\s/\\]+\.[^\s\\]+$/, "Use an https:// address."),
});

export const designContentSchema = z.strictObject({
  hero: heroSchema,
  announcement: announcementSchema,
  footer: footerSchema,
  social: z.array(socialLinkSchema).max(8),
});
export type DesignContent = z.infer<typeof designContentSchema>;
export type HeroContent = DesignContent["hero"];
export type FooterContent = DesignContent["footer"];

export const designContracts = versionedContracts(designContentSchema);
export type DesignDetail = z.infer<typeof designContracts.detail>;
