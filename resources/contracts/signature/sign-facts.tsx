// The facts the public signing page shows above its form: a contract's (number, job, period,
// talent, client), an amendment's (its number, type and effective date, the contract's period as
// amended, and what it changes: docs/rules/contracts.md#amendments) or commercial conditions'.
import { Descriptions, Typography } from "antd";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { amendmentChangeLines } from "./amendment-changes.ts";
import type { ConditionSession, ContractSession } from "./session.ts";

const P = "resources.contractSignature.page" as const;

/** From start to end; an imprecise term from its start, with its minimum duration (no end date). */
const period = (start: string | null | undefined, end: string | null, minimumDays?: number | null) =>
  end || !minimumDays
    ? t(`${P}.periodValue`, { start: formatDate(start), end: end ? formatDate(end) : "—" })
    : t(`${P}.periodImprecise`, { start: formatDate(start), days: String(minimumDays) });

/** The contract's facts: its number, job, period, talent and client. */
export const ContractFacts = ({ session }: { session: ContractSession }) => (
  <Descriptions column={1} size="small">
    <Descriptions.Item label={t(`${P}.contract`)}>{session.contract_key}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.job`)}>{session.job_name ?? "—"}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.period`)}>
      {period(session.start_date, session.end_date, session.minimum_duration_days)}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.talent`)}>{session.talent_name}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.company`)}>{session.company_name ?? "—"}</Descriptions.Item>
  </Descriptions>
);

/** What the amendment changes, one line per term, each with the value it replaces. */
const AmendmentChanges = ({ session }: { session: ContractSession }) => {
  const { lines, others } = amendmentChangeLines(session);
  return (
    <section aria-labelledby="amendment-changes">
      <Typography.Title level={2} id="amendment-changes" style={{ fontSize: 16, marginTop: 12 }}>
        {t(`${P}.changesTitle`)}
      </Typography.Title>
      <ul style={{ paddingLeft: 20, marginBottom: 8 }}>
        {lines.map((line) => (
          <li key={line.field}>
            {line.label} : {line.text}
          </li>
        ))}
        {others > 0 ? <li>{t(`${P}.changesOthers`, { count: others })}</li> : null}
        {lines.length === 0 && others === 0 ? <li>{t(`${P}.changesNone`)}</li> : null}
      </ul>
    </section>
  );
};

/** The amendment's facts: which contract it amends, its type and effective date, the contract's period, what changes. */
export const AmendmentFacts = ({ session }: { session: ContractSession }) => (
  <>
    <Descriptions column={1} size="small">
      <Descriptions.Item label={t(`${P}.amendment`)}>
        {t(`${P}.amendmentOf`, { number: session.amendment_number, key: session.contract_key })}
      </Descriptions.Item>
      {session.amendment_type ? (
        <Descriptions.Item label={t(`${P}.amendmentType`)}>
          {enumLabel("amendment_type", session.amendment_type)}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t(`${P}.effectiveDate`)}>
        {formatDate(session.effective_date ?? session.start_date)}
      </Descriptions.Item>
      <Descriptions.Item label={t(`${P}.contractPeriod`)}>
        {period(session.contract_start_date ?? session.start_date, session.end_date, session.minimum_duration_days)}
      </Descriptions.Item>
      <Descriptions.Item label={t(`${P}.job`)}>{session.job_name ?? "—"}</Descriptions.Item>
      <Descriptions.Item label={t(`${P}.talent`)}>{session.talent_name}</Descriptions.Item>
      <Descriptions.Item label={t(`${P}.company`)}>{session.company_name ?? "—"}</Descriptions.Item>
    </Descriptions>
    <AmendmentChanges session={session} />
  </>
);

/** The conditions' facts: their version, validity and client (a company or a group). */
export const ConditionFacts = ({ session }: { session: ConditionSession }) => (
  <Descriptions column={1} size="small">
    <Descriptions.Item label={t(`${P}.conditions`)}>
      {t(`${P}.conditionsVersion`, { version: session.version })}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.validity`)}>
      {session.valid_to
        ? t(`${P}.validityValue`, { start: formatDate(session.valid_from), end: formatDate(session.valid_to) })
        : t(`${P}.validityOpen`, { start: formatDate(session.valid_from) })}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.client`)}>{session.company_name ?? "—"}</Descriptions.Item>
  </Descriptions>
);
