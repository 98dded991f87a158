// Resume texts for the deep research (docs/rules/talents-documents.md#deep-research): a French
// construction CV per talent whose resume the generator marked as parsed (resume_parsing_status
// `done`), put together in SQL from fragments (trade, years, firms, sites — a few of them nuclear
// —, the trade's tasks, qualifications) chosen by hashes of the talent's id, so the load is one
// statement whatever the scale. `demo`: every parsed talent (about 230, the screens show
// something on `npm start`); `large`: one parsed talent in two (about 70 000 of the 200 000, for
// the benchmark), the other half back to `not_started`. The text points to the talent's latest
// CV document when there is one.
import type { Engine } from "../../server/db/engine.ts";
import type { Scale } from "./generate.ts";

const q = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;

const FIRMS = q([
  "Vinci Construction",
  "Bouygues Bâtiment",
  "Eiffage Génie Civil",
  "Spie batignolles",
  "NGE",
  "Fayat",
  "Demathieu Bard",
  "GTM Bâtiment",
  "Razel-Bec",
  "Léon Grosse",
  "une PME de maçonnerie",
  "une entreprise générale du bâtiment",
  "Colas",
  "Sogea",
]);

// 2 nuclear sites out of 40: about one resume in eight mentions one (the rest of the fragments
// never say « nucléaire », « CNPE » nor « EDF »)
const SITES = q([
  "la centrale nucléaire de Flamanville (EPR) pour EDF",
  "le CNPE de Paluel, arrêt de tranche",
  "le chantier du Grand Paris Express (ligne 15)",
  "le viaduc de l'autoroute A89",
  "l'hôpital universitaire de Rennes",
  "la ligne de tramway de Bordeaux",
  "une résidence de 120 logements à Lyon",
  "un centre commercial à Lille",
  "un lycée HQE à Nantes",
  "la station d'épuration de Marseille",
  "un parking souterrain à Toulouse",
  "un pont sur la Loire à Orléans",
  "un entrepôt logistique près de Reims",
  "la rénovation d'un immeuble haussmannien à Paris",
  "un ensemble de bureaux à la Défense",
  "une maison de retraite à Dijon",
  "le stade de Saint-Étienne",
  "une usine agroalimentaire en Bretagne",
  "des logements sociaux à Grenoble",
  "la rocade de Strasbourg",
  "un collège à Clermont-Ferrand",
  "la gare de Montpellier",
  "un data center en Île-de-France",
  "un barrage hydroélectrique dans les Alpes",
  "des villas à Nice",
  "un gymnase à Tours",
  "la réhabilitation d'une école à Metz",
  "un immeuble de grande hauteur à Lyon Part-Dieu",
  "un réseau de chaleur à Angers",
  "un centre aquatique à Poitiers",
  "une clinique à Limoges",
  "la médiathèque de Caen",
  "des logements étudiants à Besançon",
  "un supermarché à Perpignan",
  "une caserne de pompiers à Amiens",
  "un immeuble de bureaux à Rouen",
  "la zone d'activités de Valence",
  "un échangeur routier près d'Avignon",
  "une salle de spectacle à Brest",
  "des maisons individuelles en Vendée",
]);

const TASKS = q([
  "coffrage de voiles et de poteaux en béton armé",
  "banchage de murs et réglage des banches",
  "ferraillage et pose d'armatures",
  "coulage et vibration de dalles",
  "lecture de plans d'exécution",
  "montage et démontage d'échafaudages",
  "conduite de pelle hydraulique et de chargeuse",
  "pose de réseaux VRD et de bordures",
  "réalisation de chapes et de ragréages",
  "pose de carrelage et de faïence",
  "pose de plaques de plâtre et de cloisons",
  "soudure TIG sur tuyauterie inox",
  "pose de menuiseries extérieures",
  "câblage et raccordement de tableaux électriques",
  "encadrement d'une équipe de six compagnons",
  "étanchéité de toitures-terrasses",
  "maçonnerie de blocs et de briques",
  "terrassement et nivellement",
  "peinture et ravalement de façades",
]);

// the tasks of each trade (job code); the others draw from TASKS
const TRADE_TASKS: Record<string, string[]> = {
  macon: ["maçonnerie de blocs et de briques", "montage de murs porteurs", "réalisation de fondations et de longrines"],
  aide_macon: ["préparation du mortier et du béton", "approvisionnement des postes", "aide au montage des murs"],
  coffreur_bancheur: [
    "coffrage de voiles et de poteaux en béton armé",
    "banchage de murs et réglage des banches",
    "décoffrage et nettoyage des banches",
  ],
  ferrailleur: ["ferraillage et pose d'armatures", "façonnage des aciers sur plan", "ligature des cages d'armatures"],
  chef_equipe_gros_oeuvre: [
    "encadrement d'une équipe de six compagnons",
    "implantation des ouvrages",
    "coulage et vibration de dalles",
  ],
  chef_de_chantier: [
    "pilotage des équipes et des sous-traitants",
    "suivi du planning et des approvisionnements",
    "réunions de chantier avec la maîtrise d'œuvre",
  ],
  conducteur_de_travaux: [
    "préparation et suivi des chantiers",
    "gestion du budget et des achats",
    "relation avec les clients et les bureaux d'études",
  ],
  electricien_batiment: [
    "câblage et raccordement de tableaux électriques",
    "pose de chemins de câbles",
    "mise en service d'installations courants forts",
  ],
  monteur_reseaux: [
    "tirage de câbles et de fibre optique",
    "raccordement de réseaux basse tension",
    "travaux sur poteaux et en tranchée",
  ],
  soudeur: [
    "soudure TIG sur tuyauterie inox",
    "soudure à l'arc sur charpente métallique",
    "contrôle des soudures et reprise des défauts",
  ],
  plombier_chauffagiste: [
    "pose de réseaux de chauffage et de plomberie",
    "installation de chaudières et de pompes à chaleur",
    "raccordement des sanitaires",
  ],
  grutier: ["conduite de grue à tour", "levage des banches et des prédalles", "guidage des charges à la radio"],
  conducteur_engins: [
    "conduite de pelle hydraulique et de chargeuse",
    "terrassement et nivellement",
    "chargement des camions",
  ],
  terrassier: ["terrassement et nivellement", "ouverture de tranchées", "compactage des fonds de forme"],
  canalisateur: ["pose de canalisations d'eau potable", "raccordement de regards", "essais d'étanchéité des réseaux"],
  macon_vrd: [
    "pose de réseaux VRD et de bordures",
    "réalisation de regards et de chambres",
    "réglage de fonds de forme",
  ],
  poseur_bordures: ["pose de bordures et de pavés", "réglage des niveaux au laser", "réalisation de caniveaux"],
  constructeur_routes: ["mise en œuvre d'enrobés", "réglage de couches de forme", "réfection de chaussées"],
  carreleur: [
    "pose de carrelage et de faïence",
    "réalisation de chapes et de ragréages",
    "pose de plinthes et de joints",
  ],
  plaquiste: [
    "pose de plaques de plâtre et de cloisons",
    "montage d'ossatures métalliques",
    "réalisation de faux plafonds",
  ],
  peintre_batiment: [
    "peinture et ravalement de façades",
    "préparation des supports et enduits",
    "pose de revêtements muraux",
  ],
  facadier_enduiseur: [
    "projection d'enduits de façade",
    "isolation thermique par l'extérieur",
    "peinture et ravalement de façades",
  ],
  etancheur: ["étanchéité de toitures-terrasses", "pose de membranes bitumineuses", "relevés d'étanchéité"],
  couvreur: ["pose de tuiles et d'ardoises", "zinguerie et gouttières", "travail en hauteur sur toitures"],
  charpentier_bois: ["levage de charpentes bois", "taille et assemblage de fermes", "pose d'ossatures bois"],
  menuisier_poseur: ["pose de menuiseries extérieures", "pose de portes et de placards", "réglage des ouvrants"],
  manoeuvre_btp: ["approvisionnement des postes", "nettoyage et repli de chantier", "aide aux compagnons"],
  chauffeur_pl: ["livraison de béton en toupie", "transport de matériaux en benne", "chargement à la grue auxiliaire"],
};
const TRADE_TASKS_SQL = `'${JSON.stringify(TRADE_TASKS).replace(/'/g, "''")}'::jsonb`;

const QUALIFICATIONS = q([
  "CACES R482 catégorie A (engins de chantier compacts)",
  "CACES R482 catégorie B1",
  "CACES R486 (nacelles)",
  "CACES R487 (grue à tour)",
  "CACES R489 (chariots élévateurs)",
  "AIPR opérateur",
  "habilitation électrique B1V BR",
  "SST (sauveteur secouriste du travail)",
  "habilitation électrique H0B0",
  "AIPR encadrant",
  "permis CE",
  "formation gestes et postures",
  "permis B",
  "permis C",
  "travail en hauteur et port du harnais",
  "carte BTP",
]);

const SKILLS = q([
  "lecture de plans",
  "autonomie sur chantier",
  "respect des consignes de sécurité",
  "travail en équipe",
  "polyvalence gros œuvre et second œuvre",
  "finitions soignées",
  "réglage au laser",
  "mise en œuvre du béton",
  "sens de l'organisation",
  "ponctualité",
]);

const hash = (salt: string) => `abs(hashtext(t.id::text || '${salt}'))`;
/** The fragment of `list` chosen by the hash of the talent's id and a salt, `shift` places further. */
const pick = (list: string, salt: string, shift = 0) =>
  `(${list})[1 + mod(${hash(salt)} + ${shift}, cardinality(${list}))]`;
/** A task of the talent's trade (its job code), or any task when the trade has none listed. */
const tradeTask = (salt: string) =>
  `coalesce((${TRADE_TASKS_SQL} -> t.job_code) ->> mod(${hash(salt)}, 3), ${pick(TASKS, salt)})`;

/** The SQL of one resume text for the talent `t` (with `main_job`). */
function resumeSql(): string {
  const year = (salt: string, base: number) => `(${base} - mod(${hash(salt)}, 3))`;
  const experience = (n: number, base: number, trade: string) =>
    `${year(`y${n}`, base - 1)} || '–' || ${year(`z${n}`, base + 1)} || ' : ' || ${trade} || ' chez ' || ${pick(FIRMS, `f${n}`)}` +
    ` || ', ' || ${pick(SITES, `s${n}`)} || '. ' || upper(left(${tradeTask(`t${n}`)}, 1)) || substr(${tradeTask(`t${n}`)}, 2)` +
    ` || ', ' || ${pick(TASKS, `u${n}`)} || '.'`;
  const trade = "coalesce(t.main_job, 'Ouvrier du BTP')";
  return `concat_ws(E'\\n',
    ${trade} || ' — ' || (3 + mod(${hash("xp")}, 22)) || ' ans d''expérience dans le BTP',
    'Expériences professionnelles',
    ${experience(1, 2024, trade)},
    ${experience(2, 2020, `lower(${trade})`)},
    case when mod(${hash("e3")}, 3) > 0 then ${experience(3, 2016, `lower(${trade})`)} end,
    'Formations et habilitations : ' || ${pick(QUALIFICATIONS, "q", 0)} || ', ' || ${pick(QUALIFICATIONS, "q", 5)} || ', ' || ${pick(QUALIFICATIONS, "q", 9)} || '.',
    'Compétences : ' || ${pick(SKILLS, "k", 0)} || ', ' || ${pick(SKILLS, "k", 3)} || ', ' || ${pick(SKILLS, "k", 7)} || '.')`;
}

/** Loads the resume texts of one talent in `every` (by id order), not anonymised. */
export async function seedResumeTexts(engine: Engine, scale: Scale, log: (message: string) => void): Promise<void> {
  const every = scale === "large" ? 2 : 1;
  const t0 = Date.now();
  await engine.tx({}, async (q) => {
    const bulk = scale === "large";
    // the GIN index is built once after the load (much faster than row by row)
    if (bulk) await q("drop index if exists public.talent_resume_text_search_vector_idx", []);
    const inserted = await q<{ n: number }>(
      `with chosen as (
         select t.id, t.workspace_id, m.name as main_job, m.code as job_code
         from (select t.id, t.workspace_id, row_number() over (order by t.id) as n from public.talent t
               where t.qualification_status <> 'anonymized' and t.resume_parsing_status = 'done') t
         left join lateral (select j.name, j.code from public.talent_job tj join public.job j on j.id = tj.job_id
                            where tj.talent_id = t.id order by tj.is_main desc, j.position limit 1) m on true
         where mod(t.n, $1) = 0
       ), written as (
         insert into public.talent_resume_text (talent_id, workspace_id, document_id, content, page_count, extracted_at)
         select t.id, t.workspace_id,
                (select d.id from public.document d where d.talent_id = t.id and d.type = 'cv' order by d.created_at desc, d.id limit 1),
                ${resumeSql()},
                1 + mod(abs(hashtext(t.id::text || 'p')), 2),
                now() - make_interval(days => mod(abs(hashtext(t.id::text || 'd')), 300))
         from chosen t
         on conflict (talent_id) do nothing
         returning talent_id
       )
       select count(*)::int as n from written`,
      [every],
    );
    if (bulk) {
      await q("select set_config('maintenance_work_mem', '256MB', true)", []);
      await q(
        "create index talent_resume_text_search_vector_idx on public.talent_resume_text using gin (search_vector)",
        [],
      );
      // the talents' own triggers have nothing to do with a status set by the load
      await q("select set_config('session_replication_role', 'replica', true)", []);
    }
    // « parsed » means a text: the parsed talents left without one (large) have no CV read yet
    await q(
      `update public.talent t set resume_parsing_status = 'not_started'
       where t.resume_parsing_status = 'done' and not exists (select 1 from public.talent_resume_text r where r.talent_id = t.id)`,
      [],
    );
    if (bulk) await q("select set_config('session_replication_role', 'origin', true)", []);
    log(`textes de CV : ${inserted.rows[0]?.n ?? 0} en ${Date.now() - t0} ms`);
  });
}
