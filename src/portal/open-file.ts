// A file a space's user asked for (an invoice's PDF behind a link signed for a minute), opened in a
// new tab: the space stays where it was, instead of the page being replaced by a link that expires.
export const openInNewTab = (url: string, doc: Document = document): void => {
  const link = doc.createElement("a");
  link.href = url;
  link.target = "_blank";
  link.rel = "noopener";
  doc.body.append(link);
  link.click();
  link.remove();
};
