// meta.select of the establishments tab: the list (with the address's city) and the edit form
// (the whole address: the address field's value).
export const AGENCY_LIST_SELECT =
  "id, name, siret, naf_code, naf_code_label, is_head_office, status, address_id, address:address_id(city, postal_code)";
export const AGENCY_EDIT_SELECT =
  "id, company_id, name, siret, naf_code, naf_code_label, is_head_office, status, address_id, address:address_id(*)";
