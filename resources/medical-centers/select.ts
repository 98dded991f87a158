// meta.select strings of the medical centre screens.
export const MEDICAL_CENTER_LIST_SELECT =
  "id, name, kind, status, address, phone_number, email, departments_covered, latitude, longitude, created_at";
/** The edit form: the row and its whole address (the address field's value). */
export const MEDICAL_CENTER_EDIT_SELECT = "*, address_row:address_id(*)";
