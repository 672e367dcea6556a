// The boutique's side panel (menu, mini bag, forms). This module is light: the trigger and the
// close buttons. The dialog (Radix: focus trap, Escape, scroll lock, inert background, focus
// return) is a separate chunk, side-panel-dialog.tsx, fetched when a trigger is pointed at or
// focused, or at the latest on first open, so no page pays for it before a panel is wanted.
import {
  Suspense,
  cloneElement,
  createContext,
  isValidElement,
  lazy,
  useCallback,
  useContext,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { LOADING } from "../../domain/frame-messages";

const loadDialog = () => import("./side-panel-dialog");
const SidePanelDialog = lazy(loadDialog);

/**
 * Starts fetching a panel body's chunk ahead of the open. A failure is left to the open, which
 * asks again (the module loader does not keep a failed import), so it is not reported here.
 */
function prefetch(load: (() => Promise<unknown>) | undefined): void {
  load?.().catch(() => undefined);
}

/** Starts fetching the dialog chunk (idempotent: the module loader caches it). */
export function preloadSidePanel(): void {
  void loadDialog();
}

/**
 * A panel's body as a chunk of its own: `Body` renders it (`fallback` until its code has come), and
 * `preload`, given to SidePanel, fetches it with the dialog's when the trigger is pointed at or
 * focused. For what a page shows only once a panel is opened, so the page does not carry it.
 */
export function lazyPanelBody<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** Shown while the code comes; by default "Loading..." once the wait is long enough to notice. */
  fallback: ReactNode = <PanelLoading inset />,
) {
  const Lazy = lazy(load);
  function Body(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Body, preload: load };
}

/** How long a panel's code may take before the panel says it is loading (global.css fades it in). */
const LOADING_AFTER_MS = 300;

/**
 * A panel body's stand-in while its code is fetched (a panel opened before its trigger was pointed
 * at or focused, on a slow network): the panel is not left blank under its title. It speaks
 * only after a moment, so a quick fetch shows nothing. `inset`: with the padding of a
 * panel's body, for a body that is the panel's content itself rather than inside a padded one.
 */
export function PanelLoading({ inset = false }: { inset?: boolean }) {
  return <p ref={sayLoadingSoon} className="panel-loading" data-inset={inset || undefined} role="status" />;
}

/**
 * Fills the stand-in's live region after a moment: one that arrives already filled is not
 * announced by every screen reader, and a quick fetch then says nothing to anyone. Written into
 * the element, not through state: the stand-in is never rendered again, only removed.
 */
function sayLoadingSoon(node: HTMLParagraphElement | null) {
  if (!node) return;
  const timer = setTimeout(() => (node.textContent = LOADING), LOADING_AFTER_MS);
  return () => clearTimeout(timer);
}

/** A plain button for `trigger`: `label` in a button styled by `className`. */
export function panelTrigger(className: string | undefined, label: ReactNode): ReactElement {
  return (
    <button type="button" className={className}>
      {label}
    </button>
  );
}

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opens the panel; it receives aria-haspopup, aria-expanded and aria-controls. */
  trigger?: ReactNode;
  side?: "left" | "right";
  /** Shows the title as a small label instead of a heading-sized one. */
  quietTitle?: boolean;
  closeLabel?: string;
  /**
   * Starts fetching a lazy body (its `import()`), with the dialog's chunk, when the trigger is
   * pointed at or focused: the two arrive together instead of one after the other on open.
   */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Each mounted panel's trigger, by panel id: read only when the panel closes, to give focus back.
 * Not React state: a state set from the trigger's ref callback re-rendered every panel
 * synchronously right after hydration's commit, in the same long task (benchmarks §0u).
 */
const mountedTriggers = new Map<string, HTMLElement>();

const CloseContext = createContext<(() => void) | null>(null);

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function SidePanel({
  open,
  onOpenChange,
  title,
  trigger,
  side = "right",
  quietTitle = false,
  closeLabel = "Close",
  preload,
  children,
}: SidePanelProps) {
  const contentId = useId();
  // Stable, so React does not detach and re-attach the trigger's ref on every render.
  const ownTriggerRef = isValidElement<TriggerProps>(trigger) ? trigger.props.ref : undefined;
  const attachTrigger = useCallback(
    (node: HTMLElement | null) => {
      if (node) mountedTriggers.set(contentId, node);
      else mountedTriggers.delete(contentId);
      assignRef(ownTriggerRef, node);
    },
    [contentId, ownTriggerRef],
  );
  const returnFocusTo = useCallback(() => {
    const node = mountedTriggers.get(contentId);
    return node?.isConnected ? node : null;
  }, [contentId]);
  // Mount the dialog at the first open and keep it, so closing still animates out.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  let triggerElement: ReactNode = trigger;
  if (isValidElement<TriggerProps>(trigger)) {
    const own = trigger.props;
    triggerElement = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      "aria-haspopup": "dialog",
      "aria-expanded": open,
      "aria-controls": open ? contentId : undefined,
      "data-state": open ? "open" : "closed",
      ref: attachTrigger,
      onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        preloadSidePanel();
        prefetch(preload);
      },
      onFocus: (event: React.FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        preloadSidePanel();
        prefetch(preload);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(!open);
      },
    });
  }

  return (
    <>
      {triggerElement}
      {wanted ? (
        <CloseContext.Provider value={() => onOpenChange(false)}>
          <Suspense fallback={null}>
            <SidePanelDialog
              open={open}
              onOpenChange={onOpenChange}
              title={title}
              contentId={contentId}
              side={side}
              quietTitle={quietTitle}
              closeLabel={closeLabel}
              returnFocusTo={returnFocusTo}
            >
              {children}
            </SidePanelDialog>
          </Suspense>
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

type SidePanelCloseProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Close through the single child (a link, say) instead of rendering a button. */
  asChild?: boolean;
};

/** Wrap a link or button inside a panel so that activating it also closes the panel. */
export function SidePanelClose({ asChild = false, children, onClick, ...props }: SidePanelCloseProps) {
  const close = useContext(CloseContext);
  if (asChild && isValidElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>(children)) {
    const own = children.props;
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) close?.();
      },
    });
  }
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close?.();
      }}
    >
      {children}
    </button>
  );
}
