// Titres-restaurant et paniers (domain §4.7).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { CoffeeOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const mealCardRequests = listAndDetail({
  name: "meal_card_request",
  route: "meal-card-requests",
  label: "mealCardRequests",
  icon: CoffeeOutlined,
  group: "requests",
  subject: "meal_card_request",
});
