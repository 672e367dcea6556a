// Privacy notice, second half: your rights, users under 18, security and how to reach us.
import { CLIENT_SERVICE } from "../../shell/client-service";
import { list, p, type Section } from "../types";

export const PRIVACY_RIGHTS: Section[] = [
  {
    id: "your-rights",
    heading: "Your Choices and Rights",
    blocks: [
      list(
        "See and correct your details at any time under My Account, or ask us for a copy of what we hold about you.",
        "Delete your account from your profile; your orders are then kept only as the law requires.",
        "Unsubscribe from the newsletter from your profile or by writing to us.",
        "Change your cookie choices at any time from our [Cookie Policy](/legal?category=cookie).",
      ),
      p(
        "Residents of California and of other states with privacy laws may also ask to know, correct or delete the personal information we hold and to receive it in a portable form. We will not treat you differently for using these rights. We answer every request within 45 days.",
      ),
    ],
  },
  {
    id: "under-18",
    heading: "Users Under 18",
    blocks: [
      p(
        "The boutique is intended for adults. You must be 18 or older to create an account or place an order, and we do not knowingly collect personal information from anyone under 18.",
      ),
      p(
        "If you are under 18, please do not send us your personal information, and ask a parent or guardian to shop for you. If you believe a person under 18 has given us their information, contact us and we will delete it.",
      ),
    ],
  },
  {
    id: "security",
    heading: "Security",
    blocks: [
      p(
        "Your information travels over encrypted connections, passwords are stored in a form that cannot be read back, and only the people who need your information to serve you can see it. No system is perfectly secure, so please choose a strong password and keep it to yourself.",
      ),
    ],
  },
  {
    id: "changes",
    heading: "Changes to This Notice",
    blocks: [
      p(
        "When this notice changes, we publish the new version here with its date. If a change matters for how we use your information, we will tell you before it applies.",
      ),
    ],
  },
  {
    id: "contact",
    heading: "Contact",
    blocks: [
      p(
        `For any question or request about your personal information, write to us through the [contact form](/contact), by e-mail at ${CLIENT_SERVICE.email}, or call ${CLIENT_SERVICE.phone}.`,
      ),
    ],
  },
];
