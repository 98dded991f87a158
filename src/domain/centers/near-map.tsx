// The map of the ranked centres (lazy chunk: Leaflet and its stylesheet load only here), with
// OpenStreetMap's tiles (allowed as images by the CSP, server/http/security-headers.ts). Circle
// markers need no image files; when the tiles cannot load, the markers still show over an
// empty background and the ranked list beside the map says the same.
import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, TileLayer, Tooltip } from "react-leaflet";
import { t } from "../../i18n/index.ts";
import type { NearCenter } from "./types.ts";

type Point = { latitude: number; longitude: number };

export const NearMap = ({ origin, centers }: { origin: Point; centers: NearCenter[] }) => {
  const placed = centers.filter((c) => c.latitude !== null && c.longitude !== null);
  return (
    <div role="region" aria-label={t("resources.centers.near.map")} style={{ height: 360 }}>
      <MapContainer
        center={[origin.latitude, origin.longitude]}
        zoom={9}
        style={{ height: "100%", width: "100%" }}
        scrollWheelZoom={false}
      >
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        />
        <CircleMarker center={[origin.latitude, origin.longitude]} radius={9} pathOptions={{ color: "#cf1322" }}>
          <Tooltip>{t("resources.centers.near.origin")}</Tooltip>
        </CircleMarker>
        {placed.map((c, index) => (
          <CircleMarker key={c.id} center={[Number(c.latitude), Number(c.longitude)]} radius={7}>
            <Tooltip>{`${index + 1}. ${c.name}`}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
};
