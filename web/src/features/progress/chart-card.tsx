// One card of the progress page: a titled section (named by its heading) with a caption and its
// chart or table.
import type { ReactNode } from 'react';

export function ChartCard({
  id,
  title,
  caption,
  children,
}: {
  id: string;
  title: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="progress-card" aria-labelledby={id}>
      <div className="progress-card__head">
        <h2 id={id}>{title}</h2>
        <p className="progress-muted">{caption}</p>
      </div>
      {children}
    </section>
  );
}
