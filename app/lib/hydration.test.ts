// @vitest-environment happy-dom
// The script that holds a form sent before hydration, and the check that tells a control the
// shopper changed from one the server drew (app/lib/hydration.ts, app/ui/form/use-keep-typed.ts).
import { describe, expect, it, vi } from "vitest";
import { changedSinceMarkup } from "../ui/form/use-keep-typed";
import { EARLY_SUBMIT_SCRIPT, HYDRATED_EVENT } from "./hydration";

describe("EARLY_SUBMIT_SCRIPT", () => {
  it("listens for the event markHydrated dispatches", () => {
    expect(EARLY_SUBMIT_SCRIPT).toContain(`addEventListener("${HYDRATED_EVENT}"`);
  });

  it("holds a form sent before hydration and sends it again, by the same button, after", async () => {
    document.body.innerHTML = `
      <form id="post" method="post"><input name="email"><button id="go" type="submit">Log In</button></form>
      <form id="search" method="get" action="/search"><input name="q"></form>
      <form id="contact"><input name="message"></form>`;
    new Function(EARLY_SUBMIT_SCRIPT)();
    const send = (id: string, submitter?: HTMLElement) => {
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A form of the app (POST, or no action of its own) is held; the search box goes natively.
    expect(send("contact")).toBe(true);
    expect(send("search")).toBe(false);
    const form = document.getElementById("post") as HTMLFormElement;
    const button = document.getElementById("go")!;
    expect(send("post", button)).toBe(true);

    // Only the last one held is sent again, once, after hydration, with its button.
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    // From then on React's handlers decide: nothing is held.
    expect(send("contact")).toBe(false);
  });
});

describe("changedSinceMarkup", () => {
  it("tells typed text, a ticked box and a chosen option from what the server's markup said", () => {
    document.body.innerHTML = `
      <input id="t" value="">
      <input id="c" type="checkbox" checked>
      <select id="s"><option value="" selected>Select a size</option><option value="M">M</option></select>`;
    const text = document.getElementById("t") as HTMLInputElement;
    const box = document.getElementById("c") as HTMLInputElement;
    const select = document.getElementById("s") as HTMLSelectElement;
    expect([text, box, select].map(changedSinceMarkup)).toEqual([false, false, false]);
    text.value = "ada@example.com";
    box.checked = false;
    select.value = "M";
    expect([text, box, select].map(changedSinceMarkup)).toEqual([true, true, true]);
  });
});
