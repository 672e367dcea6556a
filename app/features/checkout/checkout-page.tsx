// The checkout page (docs/behaviour.md §2): addresses, contact, the mock card, the coupon and the summary.
// The bag, the guest's address book and the coupon live on the device, so the page is filled
// in by the browser; it goes back to /bag when the bag turns out to be empty.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { PlacedOrder } from "../../../domain/contracts/orders";
import type { StoredAddress } from "../../../domain/address-book-core";
import { guestAddressBook } from "../addresses/guest-address-book";
import { serverAddressBook } from "../addresses/server-address-book";
import { useAddressBook } from "../addresses/use-address-book";
import { useBag, writeBag } from "../bag/bag-store";
import { BagNotices } from "../bag/bag-page/bag-notices";
import { bagProblems } from "../bag/bag-page/bag-problems";
import { useBagRefresh } from "../bag/bag-page/use-bag-refresh";
import { useCoupon } from "../coupon/use-coupon";
import { AddressSection } from "./address-section";
import type { CheckoutData } from "./checkout-data";
import { CheckoutSummary } from "./checkout-summary";
import { ContactSection, PaymentSection } from "./details-sections";
import { rememberGuestOrder } from "./guest-orders";
import { forgetKeptContact } from "./kept-contact";
import { forgetClosedOrder, showPlacedOrder, usePlacedOrder } from "./placed-order-store";
import { useRestoredPlacedOrder } from "./restore-placed-order";
import { useCheckoutForm } from "./use-checkout-form";
import { usePlaceOrder } from "./use-place-order";
import page from "../../ui/shop-page.module.css";
import styles from "./checkout.module.css";
import { useAllCountries } from "../addresses/use-all-countries";

const FORM_ID = "checkout-form";
// Shown once an order is placed: a chunk of its own, so the checkout's first load goes without it.
const PurchasePanel = lazy(() => import("./purchase-panel"));

function scrollToTop(): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function CheckoutPage({ countries: shown, signedIn }: CheckoutData) {
  const guest = !signedIn;
  const countries = useAllCountries(shown);
  const navigate = useNavigate();
  const lines = useBag();
  const placed = usePlacedOrder();
  /** Set once this page placed an order: the bag is then empty on purpose. */
  const placedHere = useRef(false);
  const store = useMemo(() => (signedIn ? serverAddressBook() : guestAddressBook), [signedIn]);
  const [book, setBook] = useAddressBook(store);
  const form = useCheckoutForm(signedIn);
  const coupon = useCoupon();
  const refresh = useBagRefresh(lines !== null && lines.length > 0);
  const order = usePlaceOrder();
  const messageId = `${useId()}-message`;
  const messageRef = useRef<HTMLParagraphElement>(null);
  // What every section of the form shares: its values and the message its errors point to.
  const sections = { form, messageId };

  useEffect(() => () => forgetClosedOrder(), []);

  const bagEmpty = lines !== null && lines.length === 0;
  // A reload after placing an order shows its confirmation again rather than an empty bag.
  const restored = useRestoredPlacedOrder(lines);
  const { reading, settled: reread } = restored;

  // docs/behaviour.md §2: checkout with an empty bag goes to /bag (known only after hydration),
  // unless it has an order to confirm, or one kept from before a reload is still being read.
  useEffect(() => {
    if (bagEmpty && !placedHere.current && placed === null && !reading())
      void navigate("/bag", { replace: true });
  }, [bagEmpty, reread, reading, placed, navigate]);

  const { bookLoaded } = form;
  const bookRead = useRef(false);
  useEffect(() => {
    if (book === null || bookRead.current) return;
    bookRead.current = true;
    bookLoaded(book);
  }, [book, bookLoaded]);

  function changeBook(next: StoredAddress[]) {
    if (book) form.bookChanged(book, next);
    setBook(next);
  }

  function placedOrder(placedOrder: PlacedOrder) {
    placedHere.current = true;
    showPlacedOrder(placedOrder, placedOrder.guestToken);
    if (placedOrder.guestToken) rememberGuestOrder({ id: placedOrder.id, token: placedOrder.guestToken });
    coupon.remove();
    writeBag([]);
    forgetKeptContact();
    // docs/behaviour.md §2: a guest goes to /bag and sees the confirmation there; a signed-in buyer sees it
    // here and goes to /account when it closes.
    if (guest) void navigate("/bag");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lines || !book) return;
    void order.place({
      form,
      lines,
      book,
      guest,
      coupon,
      reveal: () => {
        scrollToTop();
        messageRef.current?.focus({ preventScroll: true });
      },
      onPlaced: placedOrder,
    });
  }

  const ready = lines !== null && lines.length > 0;
  // What the whole bag breaks (more than 10 items) is said before the form is filled in, as the bag says it.
  const bagRules = ready ? bagProblems(lines).bag : [];
  return (
    <div className={styles.page}>
      <header className={page.heading}>
        <p className={page.eyebrow}>Secure checkout</p>
        <h1 className={page.title}>Checkout</h1>
      </header>
      <div className={styles.messages}>
        <BagNotices notices={refresh.notices} onDismiss={refresh.dismiss} />
        {bagRules.length > 0 ? <p className={styles.message}>{bagRules.join(" ")}</p> : null}
        <p
          ref={messageRef}
          id={messageId}
          tabIndex={-1}
          className={form.message ? styles.message : "visually-hidden"}
        >
          {form.message}
        </p>
      </div>
      {!ready ? (
        <p className={placed ? styles.placed : styles.loading}>
          {placed ? `Your order ${placed.order.id} has been placed.` : "Loading your bag…"}
        </p>
      ) : (
        <div className={styles.layout}>
          <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-busy={order.busy}>
            <p className={styles.note}>Fields marked with an asterisk (*) are required.</p>
            <AddressSection
              {...sections}
              store={store}
              book={book}
              onBookChange={changeBook}
              countries={countries}
            />
            <ContactSection {...sections} guest={guest} />
            <PaymentSection {...sections} />
          </form>
          <CheckoutSummary
            lines={lines}
            marks={order.lineMarks}
            coupon={coupon}
            busy={order.busy}
            formId={FORM_ID}
          />
        </div>
      )}
      {placed ? (
        <Suspense fallback={null}>
          <PurchasePanel onClosed={signedIn ? () => void navigate("/account") : undefined} />
        </Suspense>
      ) : null}
    </div>
  );
}
