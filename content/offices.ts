/**
 * The six office cards on /contact, in SPEC §2 order (Kolkata, Bangalore, Dubai, Pune, Bhubaneswar, Thane),
 * with the map URLs the map section embeds (SPEC §3 "Office"). Business park names are invented; the
 * coordinates are real business districts of each city.
 */
import type { Office } from "./types";

const coordinate = (value: number): string => value.toFixed(4);

/** An OpenStreetMap iframe URL centred on a point with a marker, about 2 km across. */
export function openStreetMapEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - 0.01, lat - 0.006, lng + 0.01, lat + 0.006].map(coordinate).join("%2C");
  return (
    `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}` +
    `&layer=mapnik&marker=${coordinate(lat)}%2C${coordinate(lng)}`
  );
}

/** A link that opens the same point on openstreetmap.org at street zoom. */
export function openStreetMapLinkUrl(lat: number, lng: number): string {
  const la = coordinate(lat);
  const ln = coordinate(lng);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=16/${la}/${ln}`;
}

function office(fields: Omit<Office, "mapEmbed">): Office {
  return { ...fields, mapEmbed: openStreetMapEmbedUrl(fields.coordinates.lat, fields.coordinates.lng) };
}

/** Our offices; the first is the headquarters (company.ts: Kolkata). */
export const offices: readonly Office[] = [
  office({
    id: "kolkata",
    name: "Kolkata (Headquarters)",
    city: "Kolkata",
    country: "India",
    address:
      "4th Floor, Tower B, Eastern Arc Business Park, Plot GP-14, Sector V, Salt Lake, Kolkata, West Bengal 700091",
    phone: "+91 33 4000 2750",
    email: "kolkata@asterhrms.com",
    coordinates: { lat: 22.5726, lng: 88.4324 },
  }),
  office({
    id: "bangalore",
    name: "Bangalore",
    city: "Bangalore",
    country: "India",
    address: "3rd Floor, Lakeview Tech Park, Outer Ring Road, Bellandur, Bengaluru, Karnataka 560103",
    phone: "+91 80 4718 2750",
    email: "bangalore@asterhrms.com",
    coordinates: { lat: 12.9262, lng: 77.6791 },
  }),
  office({
    id: "dubai",
    name: "Dubai",
    city: "Dubai",
    country: "United Arab Emirates",
    address: "Office 1407, Marasi Bay Tower, Marasi Drive, Business Bay, PO Box 118342, Dubai",
    phone: "+971 4 557 2750",
    email: "dubai@asterhrms.com",
    coordinates: { lat: 25.1861, lng: 55.2721 },
  }),
  office({
    id: "pune",
    name: "Pune",
    city: "Pune",
    country: "India",
    address:
      "Unit 602, Sahyadri Infotech Park, Phase 1, Hinjewadi Rajiv Gandhi Infotech Park, Pune, Maharashtra 411057",
    phone: "+91 20 6740 2750",
    email: "pune@asterhrms.com",
    coordinates: { lat: 18.5913, lng: 73.7389 },
  }),
  office({
    id: "bhubaneswar",
    name: "Bhubaneswar",
    city: "Bhubaneswar",
    country: "India",
    address: "2nd Floor, Kalinga Tech Square, Infocity Road, Patia, Bhubaneswar, Odisha 751024",
    phone: "+91 674 662 0275",
    email: "bhubaneswar@asterhrms.com",
    coordinates: { lat: 20.3459, lng: 85.8085 },
  }),
  office({
    id: "thane",
    name: "Thane",
    city: "Thane",
    country: "India",
    address: "Office 511, Wagle Trade Centre, Road No. 16, Wagle Industrial Estate, Thane West, Maharashtra 400604",
    phone: "+91 22 6925 2750",
    email: "thane@asterhrms.com",
    coordinates: { lat: 19.2003, lng: 72.9553 },
  }),
];

/** The headquarters office (listed first), where legal notices and the Grievance Officer's post go. */
export const headquarters: Office = (() => {
  const first = offices[0];
  if (!first) throw new Error("offices.ts lists no headquarters");
  return first;
})();
