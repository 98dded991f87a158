import { describe, expect, it } from "vitest";
import { checkValues, errorFileRows } from "./rows.ts";
import { mappedValues, parseFrenchDate, withDuplicates } from "./values.ts";
import { decodeText, parseCsv, parseXlsx } from "./read-file.ts";

describe("parseFrenchDate", () => {
  it.each([
    ["12/04/1990", "1990-04-12"],
    ["1/2/1985", "1985-02-01"],
    ["1990-04-12", "1990-04-12"],
    ["", null],
    ["31/02/1990", undefined],
    ["demain", undefined],
  ])("%s → %s", (value, expected) => {
    expect(parseFrenchDate(value)).toBe(expected);
  });
});

describe("checkValues", () => {
  it("accepts a valid talent and sends the stored forms (E.164 phone, ISO date, compact NIR)", async () => {
    const values = mappedValues(
      ["Durand", "Inès", "Ines@Exemple.FR", "06 12 34 56 78", "12/04/1990", "1 90 04 75 056 123 21", ""],
      ["last_name", "first_name", "email", "phone_number", "birth_date", "social_security_number", null],
    );
    const { data, errors } = await checkValues("talent", values);
    expect(errors).toEqual([]);
    expect(data).toMatchObject({
      email: "ines@exemple.fr",
      phone_number: "+33612345678",
      birth_date: "1990-04-12",
      social_security_number: "190047505612321",
    });
  });

  it("gives a talent's errors in French, with the form's messages", async () => {
    const { errors } = await checkValues("talent", {
      first_name: "Inès",
      email: "pas-un-mail",
      phone_number: "12",
      birth_date: "32/13/1990",
      social_security_number: "123",
    });
    expect(errors).toEqual([
      "La date de naissance est invalide (JJ/MM/AAAA)",
      "Le prénom et le nom du talent sont obligatoires",
      "L'e-mail est invalide",
      "Le téléphone est invalide",
      "Le numéro de sécurité sociale est invalide (15 caractères et clé de contrôle)",
    ]);
  });

  it("checks a company's SIREN and its site's SIRET", async () => {
    expect((await checkValues("company", { name: "Bâtisseurs", siret: "732 829 320 00074" })).data.siren).toBe(
      "732829320",
    );
    expect((await checkValues("company", { name: "Bâtisseurs", siret: "73282932000075" })).errors).toEqual([
      "Le SIRET est invalide (14 chiffres et clé de contrôle)",
    ]);
    expect((await checkValues("company", { siren: "732829320" })).errors).toEqual([
      "La raison sociale est obligatoire",
    ]);
  });

  it("asks a contact for its company and a way to reach them", async () => {
    expect((await checkValues("contact", { last_name: "Martin" })).errors).toEqual([
      "L'entreprise du contact manque (SIRET, SIREN ou nom)",
      "Un contact doit avoir un e-mail ou un téléphone",
    ]);
  });
});

describe("duplicates and the error file", () => {
  it("adds the database's duplicate message to its line, and writes the original columns + « Erreur »", () => {
    const rows = withDuplicates(
      [
        { line: 2, source: { Nom: "A" }, data: {}, errors: [] },
        { line: 3, source: { Nom: "B" }, data: {}, errors: [] },
      ],
      [{ line: 3, message: "Doublon probable : même e-mail que la ligne 2" }],
    );
    expect(rows.map((r) => r.errors)).toEqual([[], ["Doublon probable : même e-mail que la ligne 2"]]);
    expect(errorFileRows(["Nom"], [{ source: { Nom: "B" }, error: "x" }])).toEqual([
      ["Nom", "Erreur"],
      ["B", "x"],
    ]);
  });
});

describe("reading a CSV", () => {
  it("reads « ; » or « , », UTF-8 or Windows-1252", async () => {
    const latin1 = new Uint8Array([0x4e, 0x6f, 0x6d, 0x3b, 0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d, 0x0a, 0x41, 0x3b, 0x42]);
    expect(await parseCsv(decodeText(latin1.buffer))).toEqual({ headers: ["Nom", "Prénom"], rows: [["A", "B"]] });
    const utf8 = new TextEncoder().encode("\uFEFFNom,Prénom\r\nA,B\r\n\r\n");
    expect(await parseCsv(decodeText(utf8.buffer as ArrayBuffer))).toEqual({
      headers: ["Nom", "Prénom"],
      rows: [["A", "B"]],
    });
  });
});

describe("reading an XLSX", () => {
  it("reads the first sheet, dates as AAAA-MM-JJ", async () => {
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Talents");
    sheet.addRow(["Nom", "Prénom", "Date de naissance"]);
    sheet.addRow(["Durand", "Inès", new Date(Date.UTC(1990, 3, 12))]);
    sheet.addRow([]);
    sheet.addRow(["Martin", null, "03/11/1985"]);
    const bytes = (await book.xlsx.writeBuffer()) as ArrayBuffer;
    expect(await parseXlsx(bytes)).toEqual({
      headers: ["Nom", "Prénom", "Date de naissance"],
      rows: [
        ["Durand", "Inès", "1990-04-12"],
        ["Martin", "", "03/11/1985"],
      ],
    });
  });
});
