-- The collective-agreement majorations of 20260108600000_pay_day_terms_conventions.sql checked
-- against published sources. Only the source, the note and is_verified change: the values and
-- their dates stay as they were (20260107000200_legal_parameter_dated.sql forbids rewriting a
-- value in force, and none of the values below is contradicted by a source).
--
-- Confirmed (is_verified = true):
--
--   pay_majoration_public_holiday_idcc_1596 = 0 %
--     LégiSocial, convention collective IDCC 1596 (ouvriers du bâtiment jusqu'à 10 salariés),
--     fiche « Jours fériés (chômés, paiement, majoration) » :
--     « Jour férié travaillé (autre que 1er mai) : la convention collective nationale ne prévoit
--     aucune majoration (des conventions régionales peuvent prévoir des majorations) ».
--     https://legisocial.fr/conventions-collectives-nationales/1596-entreprises-batiment-moins-10-salaries-capeb/jours-feries-chomes-paiement-majoration.html
--     The 1st of May stays at +100 % (pay_majoration_may_first, L3133-6).
--
--   pay_majoration_sunday_idcc_1702 = 0 %
--     Code du travail numérique (ministère du Travail), « Travail du dimanche : quelle
--     contrepartie ? », convention Travaux publics (Tome II : Ouvriers), IDCC 1702: Sunday work
--     under the agreement's derogations is paid « sans majoration »; the only majoration is for
--     a weekend supplementary team (équipe de suppléance, +50 %, set up by a company agreement,
--     L3132-16 to L3132-19), which a timesheet does not record.
--     https://code.travail.gouv.fr/contribution/1702-travail-du-dimanche-quelle-contrepartie
--
--   pay_majoration_night_idcc_1702 = 0 %
--     FNTP / FRTP, « Le travail de nuit » : article 1.2 of the convention collective nationale
--     des ouvriers des travaux publics du 15 décembre 1992 refers to the specialty avenants;
--     USIRF (roads), SETVF (railways) and SERCE (electrical works, denounced) set +100 % for
--     exceptional night work, for members of those unions only; « à défaut, il n'existe aucune
--     obligation légale ou conventionnelle de verser une majoration en cas de travail
--     exceptionnel de nuit des ouvriers ». A client member of one of those unions needs its own
--     company.idcc value (not modelled here).
--     https://preprod-frtp.fr/le-travail-de-nuit/ and https://preprod.fntp.fr/node/3959
--
-- Not confirmed (left is_verified = false, no source found that states the figure):
--   1596 and 1597 night (100 %): the 2018 national agreements (7 March 2018, in force on
--     1 July 2018, not extended: binding only on members of CAPEB, FFB, FFIE, SCOP BTP) created
--     a majoration for exceptional night work (Tissot, 26/09/2018), but no source found gives
--     its rate or hours;
--   1596 and 1597 Sunday (0 %), 1597 public holiday (0 %), 1702 public holiday (0 %);
--   2033 (Isère) night, Sunday and public holiday (100 %).

update public.legal_parameter
set is_verified = true,
    source = 'CCN ouvriers du bâtiment jusqu''à 10 salariés (IDCC 1596) : aucune majoration nationale du jour férié travaillé — LégiSocial, https://legisocial.fr/conventions-collectives-nationales/1596-entreprises-batiment-moins-10-salaries-capeb/jours-feries-chomes-paiement-majoration.html',
    note = 'jour férié autre que le 1er mai ; des conventions régionales peuvent en prévoir une'
where key = 'pay_majoration_public_holiday_idcc_1596' and valid_from = '2018-07-01' and value = 0;

update public.legal_parameter
set is_verified = true,
    source = 'CCN ouvriers des travaux publics (IDCC 1702) : dimanche sans majoration — Code du travail numérique, https://code.travail.gouv.fr/contribution/1702-travail-du-dimanche-quelle-contrepartie',
    note = 'dimanche ; équipe de suppléance de fin de semaine : +50 % (L3132-19), non suivie par les relevés'
where key = 'pay_majoration_sunday_idcc_1702' and valid_from = '1993-01-01' and value = 0;

update public.legal_parameter
set is_verified = true,
    source = 'CCN ouvriers des travaux publics du 15 décembre 1992 (IDCC 1702), art. 1.2 : renvoi aux avenants de spécialité, aucune majoration nationale — FNTP, https://preprod-frtp.fr/le-travail-de-nuit/',
    note = 'nuit exceptionnelle ; adhérents USIRF, SETVF (et SERCE à titre volontaire) : +100 %'
where key = 'pay_majoration_night_idcc_1702' and valid_from = '1993-01-01' and value = 0;
