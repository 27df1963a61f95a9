/** Where something is, in degrees. */
export interface Place {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box of latitudes and longitudes around a place that holds every point within km. */
export function boundingBox(center: Place, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos(radians(center.lat)), 0.01);
  const dLng = Math.min(180, km / (KM_PER_DEGREE_LAT * cos));
  return {
    lat: { $gte: center.lat - dLat, $lte: center.lat + dLat },
    lng: { $gte: center.lng - dLng, $lte: center.lng + dLng },
  };
}
