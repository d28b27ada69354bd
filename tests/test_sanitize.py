"""The sanitiser against XSS payloads: editors' formatting stays, everything executable goes."""

from __future__ import annotations

import pytest

from pipeline.defs.route_data.sanitize import active_content, clean_html, clean_rich_text, plain_text

XSS = [
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<body onload=alert(1)>",
    "<iframe src=javascript:alert(1)></iframe>",
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    "<div style=\"background:url('javascript:alert(1)')\">x</div>",
    "<style>@import 'http://evil.example/x.css';</style>",
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><input type=submit></form>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    '<p title="</p><script>alert(1)</script>">x</p>',
    "<!--<script>alert(1)</script>-->",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    "<details open ontoggle=alert(1)>",
    '<a href="#" onclick="alert(1)">x</a>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    # The security review's bypass list: entity-encoded schemes, SVG links, tags split by tags, inert containers.
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#0000115;cript:alert(1)">x</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
    '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
    "<input autofocus onfocus=alert(1)>",
    "<scr<script>ipt>alert(1)</script>",
    "<template><script>alert(1)</script></template>",
    "<textarea></textarea><script>alert(1)</script>",
    '<img src="/x.jpg" srcset="javascript:alert(1) 1x" alt="">',
    "<video><source onerror=alert(1)></video>",
    '<td title="</table><script>alert(1)</script>">z</td>',
]


@pytest.mark.parametrize("payload", XSS)
def test_xss_payloads_are_defused(payload: str) -> None:
    cleaned = clean_html(f"<p>Før</p>{payload}<p>Etter</p>").lower()
    for danger in ("<script", "javascript:", "vbscript:", "onerror", "onload", "onclick", "ontoggle", "<iframe",
                   "<style", "<object", "<embed", "<form", "<meta", "<base", "data:text/html", "style=", "onfocus",
                   "xlink:href", "<input", "<textarea", "<template", "<video"):  # fmt: skip
        assert danger not in cleaned
    assert "<p>før</p>" in cleaned and "<p>etter</p>" in cleaned


def test_editor_formatting_stays() -> None:
    html = (
        "<h2>Priser</h2><p><strong>Voksen</strong> <em>kr 150</em><br>Barn</p><ul><li>A</li></ul>"
        '<table><thead><tr><th scope="col">Rolle</th></tr></thead><tbody><tr><td>Kinosjef</td></tr></tbody></table>'
        "<p>Ring oss</p>"
    )
    assert clean_html(html) == html


def test_every_link_gets_noopener_whatever_its_attribute_order() -> None:
    cleaned = clean_html(
        '<a href="https://www.nrk.no/x">NRK</a> <a title="Kino" href="https://evil.example/">Kino</a> '
        '<a rel="opener" href="/om-oss">Om oss</a>'
    )
    assert cleaned == (
        '<a href="https://www.nrk.no/x" rel="noopener noreferrer">NRK</a> '
        '<a title="Kino" href="https://evil.example/" rel="noopener noreferrer">Kino</a> '
        '<a href="/om-oss" rel="noopener noreferrer">Om oss</a>'
    )


def test_markdown_content_becomes_safe_html() -> None:
    cleaned = clean_rich_text("## Åpningstider\n\n**Mandag** til fredag. [Les mer](javascript:alert(1))")
    assert "<h2>Åpningstider</h2>" in cleaned and "<strong>Mandag</strong>" in cleaned
    assert "javascript" not in cleaned


def test_plain_text_keeps_words_apart_and_decodes_entities() -> None:
    assert plain_text("<p>Hei &amp; hå</p><p>der<br>borte</p><script>x()</script>") == "Hei & hå der borte"


def test_markdown_autolinks_stay_links() -> None:
    assert clean_rich_text("Se <https://www.nrk.no/kultur> for mer.") == (
        '<p>Se <a href="https://www.nrk.no/kultur" rel="noopener noreferrer">https://www.nrk.no/kultur</a> for mer.</p>'
    )


def test_escaped_markup_in_plain_text_stays_text() -> None:
    # The editor wrote the characters `<img …>`: they are text, and stay text when the text is cleaned as HTML.
    text = plain_text("<p>&lt;img src=x onerror=alert(1)&gt;</p>")
    assert text == "<img src=x onerror=alert(1)>"
    assert clean_html("<p>&lt;img src=x onerror=alert(1)&gt;</p>") == "<p>&lt;img src=x onerror=alert(1)&gt;</p>"


def test_every_image_keeps_its_alt_or_gets_an_empty_one_and_one_with_a_refused_src_goes() -> None:
    html = (
        '<p><img src="https://images.example.no/a.jpg" alt="Salen sett fra scenen">'
        '<IMG SRC="/b.jpg"><img src="javascript:alert(1)" alt="Farlig"><img alt="Uten kilde"></p>'
    )
    assert clean_html(html) == (
        '<p><img src="https://images.example.no/a.jpg" alt="Salen sett fra scenen"><img src="/b.jpg" alt=""></p>'
    )


def test_markup_inside_an_attribute_is_escaped_so_a_table_tag_is_only_ever_a_tag() -> None:
    # The web app boxes each table by finding `<table` and `</table>` in the sanitised HTML (lib/rich-text.ts): it
    # relies on nh3 writing every `<` and `>` of an attribute's value as an entity.
    assert clean_html('<p title="<table>x</table>">y</p>') == '<p title="&lt;table&gt;x&lt;/table&gt;">y</p>'
    assert clean_html("<p>&lt;table&gt;</p>") == "<p>&lt;table&gt;</p>"
    assert clean_html('<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>') == (
        '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer">x</a>'
    )


@pytest.mark.parametrize(
    ("html", "found"),
    [
        ("<p>Hei <em>du</em><br/></p>", []),
        ('<P/ONCLICK="x">y</P>', ["<p onclick>"]),
        ('<a\thref="javascript:x">x</a>', ["<a href='javascript:x'>"]),
        ("<br /><SCRIPT>x</SCRIPT>", ["<script>"]),
        ("<hr/><img/src=x/onerror=1>", ["<img src='x/onerror=1'>"]),
    ],
)
def test_active_content_is_found_however_the_tag_is_spelt(html: str, found: list[str]) -> None:
    # Text without attributes or active elements is not parsed at all: these spellings must not pass for it.
    assert active_content(html) == found
