import { type ReactNode, useEffect } from 'react';

/** A page's frame: its heading, the document title, and a column sized for phones first. */
export function Page({
  title,
  lead,
  children,
  width = 'max-w-3xl',
  banner,
}: {
  title: string;
  lead?: ReactNode;
  /** A decorative picture above the heading. */
  banner?: ReactNode;
  children?: ReactNode;
  width?: string;
}) {
  useEffect(() => {
    document.title = `${title} · Hola Corea`;
  }, [title]);
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:py-10`}>
      {banner ? <div className="mb-4">{banner}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 text-stone-600">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
