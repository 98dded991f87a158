// « Modifier » on a pool's page, for the roles that may update it (RLS has the last word: an
// 'own' right edits the pools its holder or their managees own): name, description, visibility,
// owner. The type stays: a dynamic pool's criteria are a saved search. A refused save keeps what
// was typed, the database's French message in the toast (a name taken: under the field too).
import type { TablesUpdate } from "../../src/database.types.ts";
import { EditModalButton } from "../../src/components/form/edit-modal-button.tsx";
import { t } from "../../src/i18n/index.ts";
import { HiringPoolFields } from "./form.tsx";
import { toHiringPoolUpdate } from "./schema.ts";
import { HIRING_POOL_EDIT_SELECT } from "./select.ts";
import type { HiringPoolEditRow } from "./types.ts";

export const HiringPoolEditButton = ({ poolId, onSaved }: { poolId: string; onSaved: () => void }) => (
  <EditModalButton<HiringPoolEditRow, TablesUpdate<"hiring_pool">>
    resource="hiring_pool"
    id={poolId}
    select={HIRING_POOL_EDIT_SELECT}
    formName="hiring-pool-edit"
    action={t("resources.hiringPools.edit.action")}
    title={t("resources.hiringPools.edit.title")}
    toUpdate={toHiringPoolUpdate}
    onSaved={onSaved}
  >
    <HiringPoolFields />
  </EditModalButton>
);
