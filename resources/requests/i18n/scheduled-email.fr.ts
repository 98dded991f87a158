// E-mails programmés (docs/rules/requests.md#scheduled-emails):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const scheduledEmailFr = {
  fields: {
    emailSubject: "Objet",
    emailContent: "Contenu",
    sendAt: "Envoi le",
    senderIdentity: "Expéditeur",
    recipientsCount: "Destinataires",
    failureReason: "Motif de l'échec",
  },
} as const;
