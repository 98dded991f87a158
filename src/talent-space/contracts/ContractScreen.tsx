// /talent/contracts/:id — one contract as its talent reads it (public.talent_space_contract):
// company, site, dates, job, hours, their own hourly wage, status; « Signer mon contrat » when it
// waits for their signature (a one-use link of the e-mailed link's kind, opened on the existing
// signing page, which leads back here), and its signed PDF once signed (talent-contract-pdf).
import { SPACE_CONTRACT_STATUS } from "../../portal/space-statuses.ts";
import { useCallback, useState } from "react";
import { ActionScreen, callFunction, LoadedView, SpaceLink, useLoaded } from "../../portal/action-screen.tsx";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date, hours, money } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Status } from "../../portal/parts.tsx";
import { texts } from "../../portal/texts.ts";
import { contractTexts as t } from "./texts.ts";

export type TalentContract = {
  id: string;
  contract_key: string | null;
  status: string;
  is_amendment: boolean;
  amendment_number: number;
  company_name: string | null;
  site_address: string | null;
  start_date: string;
  end_date: string | null;
  job_name: string | null;
  working_hours: number | null;
  schedule: string | null;
  hourly_wage: number | null;
  talent_signed_at: string | null;
  to_sign: boolean;
  has_signed_pdf: boolean;
};

const messages = { network: t.network, failed: t.failed };

/** Where the signing page leads back once done (a path of the space only). */
export const signingUrl = (path: string, contractId: string) =>
  `${path}&return=${encodeURIComponent(`/talent/contracts/${contractId}`)}`;

/** Leaves the space for a page outside it (the signing page, the PDF). */
const leave = (url: string) => window.location.assign(url);

export function ContractScreen({
  space,
  id,
  go = leave,
}: {
  space: SpaceContext;
  id: string;
  go?: (url: string) => void;
}) {
  const load = useCallback(
    async () =>
      (await callSpace(space.client, "talent_space_contract", { p_contract_id: id }, messages)) as TalentContract,
    [space.client, id],
  );
  const { state, retry } = useLoaded(load, t.failed);
  const [busy, setBusy] = useState<"sign" | "pdf" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const sign = async () => {
    setBusy("sign");
    setProblem(null);
    try {
      const link = (await callSpace(
        space.client,
        "talent_space_contract_signing",
        { p_contract_id: id, p_base_url: window.location.origin },
        { network: t.network, failed: t.signFailed },
      )) as { path: string };
      go(signingUrl(link.path, id));
    } catch (e) {
      setProblem(e instanceof SpaceError ? e.message : t.signFailed);
      setBusy(null);
    }
  };

  const openPdf = async () => {
    setBusy("pdf");
    setProblem(null);
    try {
      const { url } = await callFunction<{ url: string }>(
        space.client,
        "talent-contract-pdf",
        { contract_id: id },
        { network: t.network, failed: t.pdfFailed },
      );
      go(url);
    } catch (e) {
      setProblem(e instanceof SpaceError ? e.message : t.pdfFailed);
    }
    setBusy(null);
  };

  const title = state.kind === "ready" ? t.title(state.data.contract_key) : t.title(null);
  return (
    <ActionScreen
      id="contrat"
      title={title}
      back={
        <SpaceLink space={space} base="/talent" to="/">
          {t.back}
        </SpaceLink>
      }
    >
      <LoadedView state={state} retry={retry}>
        {(c) => (
          <>
            <Status label={labelOf(SPACE_CONTRACT_STATUS, c.status)} tone={c.to_sign ? "todo" : undefined} />
            {c.is_amendment && <p className="strong">{t.amendment(c.amendment_number)}</p>}
            <dl className="facts">
              <Fact label={t.company}>{c.company_name ?? "—"}</Fact>
              {c.site_address && <Fact label={t.site}>{c.site_address}</Fact>}
              <Fact label={t.dates}>{texts.period(date(c.start_date), c.end_date && date(c.end_date))}</Fact>
              {c.job_name && <Fact label={t.job}>{c.job_name}</Fact>}
              {c.working_hours !== null && <Fact label={t.hours}>{t.weeklyHours(hours(Number(c.working_hours)))}</Fact>}
              {c.schedule && <Fact label={t.schedule}>{c.schedule}</Fact>}
              {c.hourly_wage !== null && <Fact label={t.wage}>{money(c.hourly_wage)}</Fact>}
              {c.talent_signed_at && (
                <Fact label={t.status}>{t.signedByYou(date(c.talent_signed_at.slice(0, 10)))}</Fact>
              )}
            </dl>
            {problem && (
              <p role="alert" className="error">
                {problem}
              </p>
            )}
            {c.to_sign && (
              <>
                <p className="status-line todo">{t.toSign}</p>
                <div className="row">
                  <button type="button" className="primary wide" onClick={() => void sign()} disabled={busy !== null}>
                    {busy === "sign" ? t.opening : t.sign}
                  </button>
                </div>
              </>
            )}
            {c.has_signed_pdf ? (
              <div className="row">
                <button
                  type="button"
                  className="secondary wide"
                  onClick={() => void openPdf()}
                  disabled={busy !== null}
                >
                  {busy === "pdf" ? t.opening : t.pdf}
                </button>
              </div>
            ) : (
              !c.to_sign &&
              ["signed", "active", "ended", "terminated_early"].includes(c.status) && (
                <p className="muted">{t.pdfPending}</p>
              )
            )}
          </>
        )}
      </LoadedView>
    </ActionScreen>
  );
}
