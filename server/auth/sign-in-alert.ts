// The owner hears of repeated failed sign-ins on their account: one e-mail when the count
// reaches the threshold (limits/rules.ts), through the outbox like every message. The key keeps
// it to one a day per account, whichever process saw the failure.
import { enqueueMail } from "../mail/outbox";
import type { Services } from "../services-type";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function alertOwner(
  services: Services,
  owner: { id: string; email: string },
  failures: number,
  now = Date.now(),
): Promise<void> {
  await enqueueMail(services.db, {
    to: owner.email,
    template: "sign-in-alert",
    data: { failures },
    dedupeKey: `sign-in-alert:${owner.id}:${Math.floor(now / DAY_MS)}`,
  });
  services.log.warn({ event: "sign_in_owner_alerted", userId: owner.id, failures }, "owner alerted");
}
