// The hiring pools' French texts (domain §5.13).
export const hiringPoolsFr = {
  details: {
    emails: "E-mails programmés du vivier « {{name}} »",
    emailsUnnamed: "E-mails programmés du vivier",
  },
};
