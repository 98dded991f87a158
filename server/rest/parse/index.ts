// The REST parser stage: query string and headers → AST (see ../ast.ts). Pure functions; every
// failure is an ApiError carrying PostgREST v12's status, code and texts.

export { negotiateAccept, parseAccept, mediaTypeError, type AcceptedMedia, type PlanOption } from "./accept";
export { parseFilter, parseFilterParam, parseOpExpr, type FilterOrArg, type ParsedOpExpr } from "./filter";
export { parseLogic } from "./logic";
export { parseLimit, parseOffset, parseOrder, parseOrderParam } from "./order";
export { MAX_DEPTH } from "./parsec";
export { parsePrefer, strictPreferenceError } from "./prefer";
export { parseQuery, splitQueryString, type ParseQueryOptions, type QueryParam } from "./request";
export { parseSelect } from "./select";
