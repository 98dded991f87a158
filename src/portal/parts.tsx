// The pieces both homes are made of: the greeting (the heading that takes the focus after
// signing in), links to the page's sections, a section (a titled list, or its empty state in
// French), a status said in words, and the agency's contact.
import type { ReactNode } from "react";
import { texts } from "./texts.ts";

export type Agency = { name: string | null; phone: string | null; email: string | null } | null;

export function Greeting({ firstName, children }: { firstName: string | null | undefined; children?: ReactNode }) {
  return (
    <div className="greeting">
      <h2 tabIndex={-1}>{texts.hello(firstName)}</h2>
      {children}
    </div>
  );
}

/** Links to the sections, for a long page read on a phone. */
export function SectionLinks({ sections }: { sections: Array<{ id: string; title: string }> }) {
  return (
    <nav aria-label={texts.sections}>
      <ul className="links">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Section({
  id,
  title,
  count,
  empty,
  note,
  summary,
  actions,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** what the section says when it has nothing */
  empty: string;
  /** how the section's actions are done for now */
  note?: string;
  summary?: ReactNode;
  /** the section's own actions (« Passer une commande », « Demander un acompte »), first, shown even when it is empty */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {actions && <div className="row actions">{actions}</div>}
      {count === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {summary}
          <ul className="items">{children}</ul>
        </>
      )}
      {note && count > 0 && <p className="muted note">{note}</p>}
    </section>
  );
}

/** A status in words, marked when it asks for attention (never by colour alone: the words say it). */
export function Status({ label, tone }: { label: string; tone?: "warn" | "alert" | "todo" }) {
  return <span className={`status${tone ? ` ${tone}` : ""}`}>{label}</span>;
}

/** A line "label : value" of an item. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AgencyContact({ agency }: { agency: Agency }) {
  const t = texts.agency;
  const known = !!agency && (agency.name || agency.phone || agency.email);
  return (
    <section id="agence" className="card" aria-labelledby="agence-title">
      <h2 id="agence-title">{t.title}</h2>
      {!known ? (
        <p className="muted">{t.none}</p>
      ) : (
        <>
          {agency.name && <p className="strong">{agency.name}</p>}
          <dl className="facts">
            {agency.phone && (
              <Fact label={t.phone}>
                <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`}>{agency.phone}</a>
              </Fact>
            )}
            {agency.email && (
              <Fact label={t.email}>
                <a href={`mailto:${agency.email}`}>{agency.email}</a>
              </Fact>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
