import { useState } from "react";
import { Link } from "react-router";
import buttons from "../../ui/buttons.module.css";
import { AuthLayout } from "./auth-layout";
import { ForgotPasswordPanel } from "./forgot-password-panel";
import { ResetPasswordForm } from "./reset-password-form";
import { useFocusOnChange } from "../../ui/form/use-focus-on-change";
import styles from "../../ui/form/form.module.css";
import { panelTrigger } from "../../ui/side-panel";

export const RESET_DONE = "Your password has been changed. You can now log in with your new password.";
export const RESET_LINK_INVALID =
  "This link has expired or has already been used. Reset links are valid for one hour, once. Please ask for a new one.";

type Step = "form" | "done" | "invalid";

/** /reset-password?token=… (from the e-mail's link) or ?error=INVALID_TOKEN (a refused link). */
export function ResetPasswordView({ token }: { token: string | null }) {
  const [step, setStep] = useState<Step>(token ? "form" : "invalid");
  const [askOpen, setAskOpen] = useState(false);
  const outcome = useFocusOnChange<HTMLParagraphElement>(step, false);

  if (step === "form" && token) {
    return (
      <AuthLayout eyebrow="My Account" title="Reset Password" intro="Choose a new password for your account.">
        <ResetPasswordForm
          token={token}
          onDone={() => setStep("done")}
          onInvalid={() => setStep("invalid")}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout eyebrow="My Account" title="Reset Password">
      <div className={styles.form}>
        {/* Focus moves to the outcome so that it is read out where the form was. */}
        <p
          className={styles.message}
          data-tone={step === "done" ? "success" : "error"}
          role={step === "done" ? "status" : "alert"}
          tabIndex={-1}
          ref={outcome}
        >
          {step === "done" ? RESET_DONE : RESET_LINK_INVALID}
        </p>
        <div className={styles.actions}>
          {step === "done" ? (
            <Link to="/login" className={buttons.primary}>
              Log In
            </Link>
          ) : (
            <>
              <ForgotPasswordPanel
                open={askOpen}
                onOpenChange={setAskOpen}
                trigger={panelTrigger(buttons.primary, "Send a New Link")}
              />
              <Link to="/login" className={buttons.secondary}>
                Back to Log In
              </Link>
            </>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
