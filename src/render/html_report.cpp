#include "render/html_report.hpp"

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {

std::string html_report(const std::vector<ReproSection>& sections, const std::string& version) {
  std::string h = R"(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>cubeworks reproduce</title>
<style>
body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #bbb;padding:.3em .6em;text-align:left;vertical-align:top}
th{background:#eee}.yes{color:#070}.no{color:#b00;font-weight:bold}figure{margin:1em 0;overflow-x:auto}
figcaption{font-size:.9em;color:#555}
</style></head><body>
)";
  h += fmt::format("<h1>cubeworks reproduce</h1>\n<p>cubeworks {}: every figure below was recomputed "
                   "on this machine by this run.</p>\n",
                   svg::escape(version));
  for (const auto& s : sections) {
    h += fmt::format("<h2 id=\"{}\">{}</h2>\n<p>computed in {:.2f} s</p>\n", s.id,
                     svg::escape(s.title), s.seconds);
    h += "<table><tr><th>what</th><th>computed</th><th>published</th><th>agree?</th><th>note</th></tr>\n";
    for (const auto& r : s.rows) {
      std::string agree = !r.agree ? "&ndash;" : (*r.agree ? "<span class=\"yes\">yes</span>"
                                                           : "<span class=\"no\">NO</span>");
      h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                       svg::escape(r.what), svg::escape(r.computed),
                       r.published.empty() ? "&ndash;" : svg::escape(r.published), agree,
                       svg::escape(r.note));
    }
    h += "</table>\n";
    for (const auto& n : s.notes) h += "<p>" + svg::escape(n) + "</p>\n";
    for (const auto& f : s.figures)
      h += fmt::format("<figure>{}<figcaption>{} ({})</figcaption></figure>\n", f.svg,
                       svg::escape(f.caption), svg::escape(f.file));
  }
  h += "</body></html>\n";
  return h;
}

}  // namespace cw::render
