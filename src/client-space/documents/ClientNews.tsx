// The top of the client's home: « À faire » (what waits for the contact: contracts, weeks and
// conditions to sign, invoices due or overdue) and « Nouveautés » (what changed for the company
// these last 14 days), computed by public.client_space_news on each visit — no mail. Each line
// links to its screen (/client/documents, /client/invoices/<id>), followed by the space's router.
import { ClientLink } from "../ClientLink.tsx";
import { useCallback } from "react";
import { callSpace } from "../../portal/api.ts";
import { date, money } from "../../portal/format.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { useLoaded } from "../../portal/action-screen.tsx";
import { documentTexts, newsLine } from "./texts.ts";
import type { News, NewsItem } from "./types.ts";

const t = documentTexts.feed;
const ALERT = new Set(["invoice_overdue", "week_disputed"]);

function Line({ item, space }: { item: NewsItem; space: SpaceContext }) {
  const text = newsLine(item, date(item.date), money(item.amount));
  return (
    <li className={`item${ALERT.has(item.kind) ? " alert" : ""}`}>
      {item.path === "/" ? (
        <span>{text}</span>
      ) : (
        <ClientLink space={space} to={item.path}>
          {text}
        </ClientLink>
      )}
    </li>
  );
}

export function ClientNews({ space }: { space: SpaceContext }) {
  const { client } = space;
  const load = useCallback(
    async () =>
      (await callSpace(client, "client_space_news", undefined as never, {
        network: t.failed,
        failed: t.failed,
      })) as unknown as News,
    [client],
  );
  const { state, retry } = useLoaded(load, t.failed);
  if (state.kind === "loading") return null;
  if (state.kind === "failed")
    return (
      <section className="card" aria-labelledby="a-faire-title">
        <h2 id="a-faire-title">{t.todo}</h2>
        <p role="alert">{state.message}</p>
        <div className="row">
          <button type="button" className="secondary" onClick={retry}>
            {documentTexts.retry}
          </button>
        </div>
      </section>
    );
  const { todo, news } = state.data;
  const toSign = todo.some((i) => i.path === "/documents");
  return (
    <>
      <section id="a-faire" className="card" aria-labelledby="a-faire-title">
        <h2 id="a-faire-title">{t.todo}</h2>
        {todo.length === 0 ? (
          <p className="muted">{t.nothingTodo}</p>
        ) : (
          <ul className="items">
            {todo.map((item) => (
              <Line key={`${item.kind}:${item.id}`} item={item} space={space} />
            ))}
          </ul>
        )}
        {toSign && (
          <p className="note">
            <ClientLink space={space} to={"/documents"}>
              {t.allToSign}
            </ClientLink>
          </p>
        )}
      </section>
      <section id="nouveautes" className="card" aria-labelledby="nouveautes-title">
        <h2 id="nouveautes-title">{t.news}</h2>
        {news.length === 0 ? (
          <p className="muted">{t.nothingNew}</p>
        ) : (
          <ul className="items">
            {news.map((item) => (
              <Line key={`${item.kind}:${item.id}`} item={item} space={space} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
