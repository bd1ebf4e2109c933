#include "render/svg.hpp"

#include <fmt/format.h>

namespace cw::svg {

std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

Svg::Svg(double width, double height) : width_(width), height_(height) {}

Svg& Svg::rect(double x, double y, double w, double h, std::string_view fill,
               std::string_view stroke, double sw) {
  body_ += fmt::format(R"(<rect x="{:.2f}" y="{:.2f}" width="{:.2f}" height="{:.2f}" fill="{}" stroke="{}" stroke-width="{}"/>)",
                       x, y, w, h, fill, stroke, sw);
  body_ += '\n';
  return *this;
}
Svg& Svg::line(double x1, double y1, double x2, double y2, std::string_view stroke, double w) {
  body_ += fmt::format(R"(<line x1="{:.2f}" y1="{:.2f}" x2="{:.2f}" y2="{:.2f}" stroke="{}" stroke-width="{}"/>)",
                       x1, y1, x2, y2, stroke, w);
  body_ += '\n';
  return *this;
}
Svg& Svg::polygon(std::string_view points, std::string_view fill, std::string_view stroke, double sw) {
  body_ += fmt::format(R"(<polygon points="{}" fill="{}" stroke="{}" stroke-width="{}"/>)", points,
                       fill, stroke, sw);
  body_ += '\n';
  return *this;
}
Svg& Svg::circle(double cx, double cy, double r, std::string_view fill, std::string_view stroke) {
  body_ += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="{:.2f}" fill="{}" stroke="{}"/>)", cx,
                       cy, r, fill, stroke);
  body_ += '\n';
  return *this;
}
Svg& Svg::text(double x, double y, std::string_view content, double size, std::string_view anchor,
               std::string_view fill) {
  body_ += fmt::format(R"(<text x="{:.2f}" y="{:.2f}" font-family="sans-serif" font-size="{}" text-anchor="{}" fill="{}">{}</text>)",
                       x, y, size, anchor, fill, escape(content));
  body_ += '\n';
  return *this;
}
Svg& Svg::raw(std::string_view element) {
  body_ += element;
  body_ += '\n';
  return *this;
}
std::string Svg::str() const {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" viewBox=\"0 0 {:.0f} {:.0f}\">\n{}</svg>\n",
      width_, height_, width_, height_, body_);
}

}  // namespace cw::svg
