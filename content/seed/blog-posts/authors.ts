/** The four recurring authors; each post spreads one, so name and bio stay consistent. */
export const ritika = {
  author: "Ritika Banerjee",
  authorBio:
    "Ritika Banerjee leads People Success at Aster and spent nine years running HR for staffing and facilities " +
    "companies in eastern India.",
} as const;

export const karan = {
  author: "Karan Mehta",
  authorBio:
    "Karan Mehta is Aster's product manager for payroll and compliance and previously ran payroll implementations " +
    "for manufacturers around Pune.",
} as const;

export const nadia = {
  author: "Nadia Rahman",
  authorBio:
    "Nadia Rahman leads customer success for Aster's UAE clients from Dubai and earlier managed HR for a facilities " +
    "group with 2,000 site staff.",
} as const;

export const aditya = {
  author: "Aditya Rao",
  authorBio:
    "Aditya Rao leads Aster's mobile and integrations team in Bangalore and writes about how HR software works " +
    "under the hood.",
} as const;

/** The authors are invented, so they have no photos: the blog shows their initials. */
export const initialsOnly = { authorImage: "" } as const;
