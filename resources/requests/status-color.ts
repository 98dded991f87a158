// A status's colour from the request type's data (enum_label holds no colours): closed by a
// refusal or a cancellation = red/grey, closed otherwise = green, initial = blue, open = gold.
const NEGATIVE = /^(rejected|refused|canceled|no_show|failed|unfit|credit_note|expired|terminated)$/;

export const statusColor = (value: string, type: { initial_status: string; terminal_statuses: readonly string[] }) => {
  if (value === "canceled") return "default";
  if (NEGATIVE.test(value)) return "red";
  if (type.terminal_statuses.includes(value)) return "green";
  if (value === type.initial_status) return "blue";
  return "gold";
};
