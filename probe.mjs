import rules from 'modele-social';
import Engine from 'publicodes';
const e = new Engine(rules, {logger:{log(){},warn(){},error(){}}});
const t1=performance.now();
e.setSituation({
 'date': "'01/03/2026'",
 'salarié . contrat': "'CDD'",
 'salarié . contrat . salaire brut': '1823.03 €/mois',
 'salarié . temps de travail . heures supplémentaires': '17.33 heure/mois',
 'salarié . contrat . statut cadre': 'non',
 'salarié . cotisations . ATMP . taux': '3 %',
});
for (const n of ['SMIC . horaire','salarié . rémunération . brut','salarié . rémunération . heures supplémentaires','salarié . rémunération . indemnités CDD','salarié . rémunération . indemnités CDD . fin de contrat','salarié . rémunération . indemnités CDD . congés payés','salarié . rémunération . net . à payer avant impôt','salarié . rémunération . net . payé après impôt','salarié . coût total employeur','salarié . cotisations . employeur','salarié . cotisations . exonérations . RGDU','salarié . cotisations . salarié','salarié . cotisations . exonérations . heures supplémentaires','salarié . cotisations . ATMP','salarié . cotisations . ATMP . taux']) { const v=e.evaluate(n); console.log(n, v.nodeValue, v.unit && JSON.stringify(v.unit)); }
console.log('eval ms', performance.now()-t1);
console.log(JSON.stringify(rules['salarié . rémunération . indemnités CDD']).slice(600,2000));
