// A function call as the `pgrst_source` CTE: named arguments typed by the catalog (from the
// JSON body through `json_to_record`, or from query values), or the whole body positionally;
// a row type's columns through `lateral`, anything else as one `pgrst_scalar` column.
import type { CallArgs } from "../plan/rpc.ts";
import type { Routine } from "../schema/types.ts";
import { ident, type Params, qualified } from "./text.ts";

export const SCALAR_COLUMN = "pgrst_scalar";

export function callSql(routine: Routine, args: CallArgs, p: Params, wholeRow = false): string {
  const fn = qualified(routine.schema, routine.name);
  const named = (name: string, variadic: boolean, value: string) =>
    `${variadic ? "variadic " : ""}${ident(name)} := ${value}`;
  let from = "";
  let call: string;
  if (args.kind === "single") {
    // the body is bound as text (a bytea body as `\x` hex), then read as the parameter's type
    call = `${fn}(${p.ref(args.slot)}::text::${args.param.type})`;
  } else if (args.kind === "query") {
    call = `${fn}(${args.values.map((v) => named(v.param.name, v.param.variadic, `${p.ref(v.slot)}::${v.param.type}`)).join(", ")})`;
  } else if (args.params.length === 0) {
    call = `${fn}()`;
  } else {
    const typed = args.params.map((a) => `${ident(a.name)} ${a.type}`).join(", ");
    from = `json_to_record(${p.ref(args.slot)}::json) as pgrst_args(${typed})`;
    call = `${fn}(${args.params.map((a) => named(a.name, a.variadic, `pgrst_args.${ident(a.name)}`)).join(", ")})`;
  }
  if (routine.returns.kind === "composite") {
    // `pgrst_row`: the row whole, of the function's row type (a table's), for computed fields
    const row = wholeRow ? ", pgrst_call as pgrst_row" : "";
    return `select pgrst_call.*${row} from ${from === "" ? "" : `${from}, lateral `}${call} pgrst_call`;
  }
  return `select ${call} as ${SCALAR_COLUMN}${from === "" ? "" : ` from ${from}`}`;
}
