// One anonymous document kind of a talent (docs/rules/talents-documents.md#anonymous-documents):
// who may create anonymous documents edits the paragraph and generates; who may read the talent
// reads the current document and the frozen versions; an anonymised talent gets none.
import { useCan, useList } from "@refinedev/core";
import { Alert, Space, Typography } from "antd";
import { ListError } from "../../../src/components/table/list-states.tsx";
import { t } from "../../../src/i18n/index.ts";
import type { IdentitySource } from "../../../supabase/functions/_shared/anonymous-pdf/leaks.ts";
import type { AnonymousDocumentKind } from "../../../supabase/functions/_shared/anonymous-pdf/types.ts";
import { AnonymousEditor } from "./editor.tsx";
import { ANONYMOUS_DOCUMENT_SELECT, CurrentDocument, DocumentHistory, type AnonymousDocumentRow } from "./history.tsx";
import { a } from "./text.ts";

export type AnonymousTalent = IdentitySource & { id: string; qualification_status: string };

export const AnonymousDocumentPanel = ({
  talent,
  kind,
  onFrozen,
}: {
  talent: AnonymousTalent;
  kind: AnonymousDocumentKind;
  /** after a freeze: the talent's status and current paragraph changed */
  onFrozen?: () => void;
}) => {
  const { result, query } = useList<AnonymousDocumentRow>({
    resource: "talent_anonymous_document",
    liveMode: "off",
    filters: [
      { field: "talent_id", operator: "eq", value: talent.id },
      { field: "kind", operator: "eq", value: kind },
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: ANONYMOUS_DOCUMENT_SELECT },
  });
  const { data: canCreate } = useCan({ resource: "talent_anonymous_document", action: "create" });
  const rows = result.data;
  const anonymized = talent.qualification_status === "anonymized";

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`resources.anonymousDocuments.${kind}.intro`)}
      </Typography.Paragraph>
      {anonymized ? <Alert type="info" showIcon message={a("anonymized")} /> : null}
      {!anonymized && canCreate?.can ? (
        <AnonymousEditor
          talent={talent}
          kind={kind}
          frozen={query.isLoading ? undefined : rows[0]?.bio_text}
          onFrozen={() => {
            void query.refetch();
            onFrozen?.();
          }}
        />
      ) : null}
      {!anonymized && canCreate && !canCreate.can ? <Alert type="info" showIcon message={a("readOnly")} /> : null}
      {query.isError ? <ListError error={query.error} /> : null}
      <CurrentDocument row={rows[0]} />
      <DocumentHistory rows={rows} loading={query.isLoading} />
    </Space>
  );
};
