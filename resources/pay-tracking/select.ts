// meta.select strings of the pay-tracking screens.
const TALENT = "talent:talent_id(id, first_name, last_name)";
export const PAY_LIST_SELECT = `id, talent_id, period_start, period_end, status, contract_keys, hours_normal, hours_ot25, hours_ot50, gross_total, advances_deducted, net_to_pay, anomaly_note, computed_at, ${TALENT}`;
export const PAY_SHOW_SELECT = `*, ${TALENT}`;
export const STATUS_HISTORY_SELECT = "id, from_status, to_status, comment, is_forced, actor, changed_at";
