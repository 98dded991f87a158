// Titres-restaurant (docs/rules/requests.md#meal-cards): a list; a request opens in a drawer (no :id route).
import { CoffeeOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";
import { lazyExport } from "../lazy-page.ts";

export const mealCardRequests = requestEntry({
  name: "meal_card_request",
  route: "meal-card-requests",
  label: "mealCardRequests",
  icon: CoffeeOutlined,
  group: "requests",
  subject: "meal_card_request",
  fromContract: true,
  definition: lazyExport(() => import("../requests/types/meal-card-request.ts"), "mealCardRequest"),
});
