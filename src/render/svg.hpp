// Minimal SVG writer: shapes in user units, text escaped; every picture in cubeworks uses it.
#pragma once
#include <string>
#include <string_view>

namespace cw::svg {

std::string escape(std::string_view text);

// A point of a picture, in user units.
struct Point {
  double x, y;
};

class Svg {
 public:
  Svg(double width, double height);
  Svg& rect(double x, double y, double w, double h, std::string_view fill,
            std::string_view stroke = "#000", double stroke_width = 1);
  Svg& line(double x1, double y1, double x2, double y2, std::string_view stroke, double width = 1);
  Svg& polygon(std::string_view points, std::string_view fill, std::string_view stroke = "none",
               double stroke_width = 1);
  Svg& circle(double cx, double cy, double r, std::string_view fill, std::string_view stroke = "none");
  // anchor: "start", "middle" or "end".
  Svg& text(double x, double y, std::string_view content, double size = 12,
            std::string_view anchor = "middle", std::string_view fill = "#000");
  Svg& raw(std::string_view element);
  std::string str() const;

 private:
  double width_, height_;
  std::string body_;
};

}  // namespace cw::svg
