import { png } from "../files.mjs";
import { fixedId } from "../ids.mjs";

// Kilometres ridden to school this school year.
const BESTS = [
  [412, "Lena M. (4A)"],
  [388, "Jonas K. (3A)"],
  [351, "Emira H. (2B)"],
  [297, "Felix W. (4A)"],
  [264, "Sophie G. (1A)"],
  [230, "David P. (2A)"],
  [198, "Marie L. (3A)"],
  [145, "Tobias R. (1B)"],
];

export function bikelineBests() {
  return BESTS.map(([ranking, name], i) => ({
    id: fixedId("bikeline", i + 1),
    data: { ranking, name },
    files: { image: [png(`bikeline-${i + 1}`, "bike", 50 + i)] },
  }));
}
