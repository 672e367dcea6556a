import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The heading's id: the region is named by its heading (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** 2 unless the region sits under a page's h2. */
  level?: 2 | 3;
  as?: "section" | "aside";
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}

/** A region of a page named by its own heading. */
export function TitledSection({
  id,
  title,
  level = 2,
  as: Region = "section",
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <Region className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
