// French texts of a contract late on its start (mounted at `resources.contractLateStart`):
// the 2 jours ouvrables of L1251-17 and the DPAE before the hiring of L1221-10.
export const contractLateStartFr = {
  imminent: {
    title: "Début imminent",
    text: "Ce contrat commence le {{start}}, dans moins de 2 jours ouvrables : faites-le signer pour le remettre au talent au plus tard le {{deadline}} (art. L1251-17 du Code du travail), et déclarez la DPAE avant l'embauche (art. L1221-10).",
  },
  started: {
    title: "Contrat commencé sans signature",
    text: "Ce contrat a commencé le {{start}} sans être signé : il doit être remis au talent au plus tard le {{deadline}}, 2 jours ouvrables après le début (art. L1251-17 du Code du travail). La DPAE devait précéder l'embauche (art. L1221-10).",
  },
  overdue: {
    title: "Contrat hors délai",
    text: "Ce contrat a commencé le {{start}} et n'est toujours pas signé : il devait être remis au talent au plus tard le {{deadline}}, 2 jours ouvrables après le début (art. L1251-17 du Code du travail). La DPAE devait précéder l'embauche (art. L1221-10).",
  },
  notTransmitted: {
    title: "Contrat non remis au talent",
    text: "Ce contrat signé n'a pas été remis au talent : il devait l'être au plus tard le {{deadline}}, 2 jours ouvrables après son début du {{start}} (art. L1251-17 du Code du travail).",
  },
  dpae: {
    title: "DPAE tardive",
    missing:
      "L'embauche a eu lieu le {{hiring}} et aucune DPAE n'est enregistrée : elle devait la précéder (art. L1221-10 du Code du travail). Enregistrez-la avec la date et l'heure où elle a été faite, même en retard ; sans DPAE, le contrat ne passe pas « en cours ».",
    declaredAfter:
      "Déclarée le {{submitted}}, après l'embauche du {{hiring}} : la DPAE doit précéder l'embauche (art. L1221-10 du Code du travail).",
  },
};
