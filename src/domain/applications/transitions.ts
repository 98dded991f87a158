// The application stage moves of public.status_transition (public knowledge for team members):
// the board's and the applications list's read.
export const TRANSITION_SELECT = "from_status, to_status, roles";
