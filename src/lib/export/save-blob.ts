// Saves a file the browser holds (an export, a PDF the server made) under a name: a link to its
// object URL, clicked, then released.
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
