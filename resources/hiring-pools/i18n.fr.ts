// The hiring pools' French texts (docs/rules/talents-documents.md#hiring-pools).
export const hiringPoolsFr = {
  details: {
    emails: "E-mails programmés du vivier « {{name}} »",
    emailsUnnamed: "E-mails programmés du vivier",
  },
};
