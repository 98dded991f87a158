// The signed commercial conditions as an order or a contract reads them (docs/rules/requests.md#commercial-conditions).
export const commercialTermsFr = {
  terms: {
    title: "Conditions commerciales signées",
    inForce:
      "Version {{version}} ({{scope}}), en vigueur depuis le {{from}} : coefficient {{coefficient}} pour « {{job}} »",
    inForceDefault:
      "Version {{version}} ({{scope}}), en vigueur depuis le {{from}} : coefficient par défaut {{coefficient}}",
    overtime: "heures supplémentaires facturées au coefficient {{coefficient}}",
    none: "Aucunes conditions commerciales signées en vigueur pour ce client : le coefficient se négocie dans la fourchette.",
    departs: "Le coefficient saisi ({{typed}}) s'écarte des conditions signées ({{signed}})",
    underMinPay: "Le salaire ({{wage}}) est sous le taux horaire minimum de la grille pour « {{job}} » ({{min}})",
    apply: "Appliquer {{coefficient}}",
    scope: { company: "entreprise", company_group: "groupe", agency_default: "conditions par défaut de l'agence" },
  },
};
