// Messages (area 'messages'): what clients wrote through the contact form, and the newsletter's
// subscribers. Both are stored rather than only logged (decision 6).
import { Link } from "react-router";
import type { MessagePage, SubscriberPage } from "../../../../sdk/dashboard";
import ui from "../ui.module.css";
import { MessageList } from "./message-list";
import { Subscribers } from "./subscribers";
import { AreaPage } from "../area-page";

interface MessagesViewProps {
  unreadOnly: boolean;
  messages: MessagePage;
  subscribers: SubscriberPage;
}

export function MessagesView({ unreadOnly, messages, subscribers }: MessagesViewProps) {
  return (
    <AreaPage
      area="messages"
      lead="What clients write to the boutique, newest first, and who reads the newsletter."
      actions={
        <>
          <Link to="/dashboard/emails" className={ui.button}>
            E-mail Templates
          </Link>
        </>
      }
    >
      <MessageList first={messages} unreadOnly={unreadOnly} />
      <Subscribers first={subscribers} />
    </AreaPage>
  );
}
