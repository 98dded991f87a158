// meta.select strings of the qualification centre screens.
export const QUALIFICATION_CENTER_LIST_SELECT =
  "id, name, training_type, offered_qualifications, status, address, phone_number, qualiopi_certified, lead_time_days, created_at";
/** The detail and its form: the row and its whole address (the address field's value). */
export const QUALIFICATION_CENTER_SHOW_SELECT = "*, address_row:address_id(*)";
