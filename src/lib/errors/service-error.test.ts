import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message.ts";

// supabase-js' error shapes: StorageApiError and AuthApiError carry the service's English message.
const storage = (message: string) =>
  Object.assign(new Error(message), { name: "StorageApiError", __isStorageError: true, status: 400 });
const auth = (message: string, code?: string) =>
  Object.assign(new Error(message), { name: "AuthApiError", __isAuthError: true, status: 400, code });

describe("storage and auth errors in French", () => {
  it.each([
    [storage("Object not found"), "Ce fichier est introuvable : il a peut-être été supprimé."],
    [
      storage("mime type application/x-msdownload is not supported"),
      "Ce type de fichier (application/x-msdownload) n'est pas accepté ici.",
    ],
    [storage("The object exceeded the maximum allowed size"), "Ce fichier dépasse la taille maximale autorisée."],
    [storage("The resource already exists"), "Un fichier du même nom existe déjà."],
    [storage("Bucket not found"), "Cet espace de stockage est introuvable."],
    [storage("something new"), "L'opération sur le fichier a échoué. Réessayez dans un instant."],
    // the storage body as a plain object (createSignedUrl's error before supabase-js wraps it)
    [
      { statusCode: "404", error: "not_found", message: "Object not found" },
      "Ce fichier est introuvable : il a peut-être été supprimé.",
    ],
  ])("%s", (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it.each([
    [auth("User already registered", "user_already_exists"), "Un compte existe déjà pour cette adresse e-mail."],
    [auth("Unable to validate email address: invalid format"), "Adresse e-mail invalide."],
    [
      auth("Token has expired or is invalid", "otp_expired"),
      "Ce lien est invalide ou a expiré. Demandez-en un nouveau.",
    ],
    [
      auth("New password should be different from the old password.", "same_password"),
      "Le nouveau mot de passe doit être différent de l'ancien.",
    ],
    [auth("Invalid login credentials", "invalid_credentials"), "E-mail ou mot de passe incorrect."],
    [auth("Something else"), "La connexion a échoué. Réessayez dans un instant."],
  ])("GoTrue: %s", (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it("leaves other errors' messages alone", () => {
    expect(errorMessage(new Error("Le SIRET est invalide"))).toBe("Le SIRET est invalide");
  });
});
