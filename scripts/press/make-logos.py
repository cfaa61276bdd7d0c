#!/usr/bin/env python3
"""
Writes the press kit's vector logos (public/press/*.svg) from the site's logo (app/components/layout/logo.tsx):
the same mark, and the wordmark "Aster HRMS" set bold and tight as the header sets it, with the letters turned
into outlines so every viewer draws them alike (the site itself uses the visitor's system font). Outlines come
from Liberation Sans Bold (SIL Open Font License), the metric twin of Arial that the site's font stack ends in.

Run by hand when the logo changes (needs Debian's python3-fonttools): /usr/bin/python3 scripts/press/make-logos.py
then `npx tsx scripts/press/render-pngs.ts` for the PNG copies. The files are committed; nothing runs at run time.
"""
import re
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
OUT = Path(__file__).resolve().parents[2] / "public" / "press"

# The mark, as logo.tsx draws it (a 32 x 32 box).
MARK = (
    '<rect width="32" height="32" rx="9" fill="#4f46e5"/>'
    '<path d="M16 6.5l2.3 5.5 5.9-.9-3.6 4.9 3.6 4.9-5.9-.9L16 25.5 13.7 20l-5.9.9 3.6-4.9-3.6-4.9 5.9.9z" fill="#fff"/>'
    '<circle cx="16" cy="16" r="2.6" fill="#4f46e5"/>'
)
FONT_SIZE = 18  # text-lg
TRACKING = -0.025 * FONT_SIZE  # tracking-tight
GAP = 10  # gap-2.5

font = TTFont(FONT)
glyphs = font.getGlyphSet()
cmap = font.getBestCmap()
scale = FONT_SIZE / font["head"].unitsPerEm
cap_height = font["OS/2"].sCapHeight * scale


def outline(text: str, x: float, baseline: float) -> tuple[str, float]:
    """The text as one SVG path starting at x on the baseline, and the x where it ends."""
    pen = SVGPathPen(glyphs)
    for char in text:
        name = cmap[ord(char)]
        # Font units are y-up; SVG is y-down.
        glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, x, baseline)))
        x += glyphs[name].width * scale + TRACKING
    # Hundredths of a unit are far below what any print or screen shows, and halve the file.
    commands = re.sub(r"-?\d+\.\d+", lambda m: f"{float(m.group()):.2f}".rstrip("0").rstrip("."), pen.getCommands())
    return commands, x - TRACKING


def wordmark(name_colour: str, hrms_colour: str) -> str:
    baseline = 16 + cap_height / 2  # caps centred on the mark, as the header's flex row centres them
    aster, end = outline("Aster", 32 + GAP, baseline)
    space = glyphs[cmap[ord(" ")]].width * scale + TRACKING
    hrms, end = outline("HRMS", end + TRACKING + space, baseline)
    width = round(end + 1, 2)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 32" width="{round(width * 4)}" height="128">'
        "<title>Aster HRMS</title>"
        f"{MARK}"
        f'<path d="{aster}" fill="{name_colour}"/>'
        f'<path d="{hrms}" fill="{hrms_colour}"/>'
        "</svg>\n"
    )


OUT.mkdir(parents=True, exist_ok=True)
# Full colour: the light theme's ink (#0f172a) and brand ink (#4338ca).
(OUT / "aster-logo.svg").write_text(wordmark("#0f172a", "#4338ca"))
# For dark backgrounds: white, with HRMS in the dark theme's brand ink (#a5b4fc).
(OUT / "aster-logo-white.svg").write_text(wordmark("#ffffff", "#a5b4fc"))
(OUT / "aster-mark.svg").write_text(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">'
    f"<title>Aster</title>{MARK}</svg>\n"
)
