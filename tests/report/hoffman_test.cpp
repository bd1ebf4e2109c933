// The `hoffman` documents called directly, as the Python and browser front ends call them: the
// JSON keys users' scripts rely on, errors that name the request field (never a command-line
// flag), and pictures only when asked for.
#include "report/hoffman.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <string>

#include "core/atomic_file.hpp"
#include "core/bignum.hpp"
#include "core/error.hpp"
#include "report/verbs.hpp"

#include "report_test_support.hpp"

using namespace cw;
using namespace cw::report;
using namespace cw::report::testing;

namespace {
void expect_keys(const Json& j, std::initializer_list<const char*> keys) {
  for (const char* k : keys) EXPECT_TRUE(j.contains(k)) << "missing key " << k << " in " << j.dump();
}

// The search request as the command line reads it (its settings live in the engine's struct, which
// designated initializers cannot reach).
HoffmanSearchRequest search_request(const Json& fields) {
  return read_request<HoffmanSearchRequest>(find_verb("hoffman.search"), fields, kCli);
}
Document search(const Json& fields) { return hoffman_search(search_request(fields)); }
}  // namespace

TEST(ReportHoffman, EnumerateHasItsKeysAndDrawsOnlyWhenAsked) {
  const Document d = hoffman_enumerate({.dim = 2});
  expect_keys(d.json, {"dim", "lengths", "side", "side_condition", "orientation_codes", "real", "pseudo",
                       "duality", "nodes"});
  EXPECT_EQ(d.json["dim"], 2);
  EXPECT_EQ(d.json["lengths"], Json::array({10, 11}));
  EXPECT_TRUE(d.figures.empty());
  EXPECT_NE(d.text.find("Hoffman packings, dimension 2"), std::string::npos);
  EXPECT_EQ(d.stats.rfind("enumerated in ", 0), 0u);

  const Document drawn = hoffman_enumerate({.dim = 2, .draw = true});
  EXPECT_EQ(drawn.json, d.json);
  const size_t classes = d.json["real"]["classes"].get<size_t>() + d.json["pseudo"]["classes"].get<size_t>();
  ASSERT_EQ(drawn.figures.size(), classes);
  EXPECT_EQ(drawn.figures[0].file, "R01.svg");
  EXPECT_EQ(drawn.figures[0].caption, "R1");
  EXPECT_NE(drawn.figures[0].svg.find("<svg"), std::string::npos);
}

TEST(ReportHoffman, EnumerateNamesTheFieldsThatHeldBadValues) {
  EXPECT_EQ(subject_of([] { hoffman_enumerate({.dim = 4}); }), "dim");  // the engine has 4D; enumeration not
  EXPECT_EQ(subject_of([] { hoffman_enumerate({.dim = 5}); }), "dim");
  EXPECT_EQ(subject_of([] { hoffman_enumerate({.dim = 3, .lengths = "10,12,11"}); }), "lengths");
  EXPECT_EQ(subject_of([] { hoffman_enumerate({.dim = 3, .lengths = "10,11,30"}); }), "lengths");
  EXPECT_EQ(hoffman_enumerate({.dim = 3, .lengths = "10,11,30", .ignore_side_condition = true}).json["side_condition"],
            false);
}

TEST(ReportHoffman, CheckReportsAVerdictAndRefusesMalformedGrids) {
  const Document valid = hoffman_check({.grid = "01,10"});
  expect_keys(valid.json, {"dim", "lengths", "grid", "valid", "verdict", "lines_ok", "contained",
                           "overlapping_pairs", "canonical"});
  EXPECT_EQ(valid.json["valid"], true);
  const Document invalid = hoffman_check({.grid = "00,00"});  // a result, not an error
  EXPECT_EQ(invalid.json["valid"], false);
  EXPECT_EQ(subject_of([] { hoffman_check({.grid = "01,1"}); }), "grid");
  EXPECT_EQ(subject_of([] { hoffman_check({.grid = "01,10", .lengths = "10,30"}); }), "lengths");
  EXPECT_TRUE(valid.figures.empty());
  const Document drawn = hoffman_check({.grid = "00,00", .draw = true});  // any grid draws, overlaps or not
  EXPECT_EQ(drawn.json, invalid.json);
  ASSERT_EQ(drawn.figures.size(), 1u);
  EXPECT_EQ(drawn.figures[0].file, "hoffman_2d_grid.svg");
  EXPECT_NE(drawn.figures[0].svg.find("<svg"), std::string::npos);
}

TEST(ReportHoffman, ConstructVerifiesAndDrawsOnlyWhenAsked) {
  const Document d = hoffman_construct({});
  expect_keys(d.json, {"dim", "lengths", "grid", "valid", "layers", "coincidences", "variant", "pairing"});
  EXPECT_EQ(d.json["dim"], 4);
  EXPECT_EQ(d.json["layers"].size(), 4u);
  EXPECT_EQ(d.json["variant"], 0);
  EXPECT_TRUE(d.figures.empty());
  const Document v = hoffman_construct({.variant = "4294967295", .pairing = 2, .draw = true});
  EXPECT_EQ(v.json["variant"], 4294967295u);
  EXPECT_EQ(v.json["pairing"], 2);
  ASSERT_EQ(v.figures.size(), 1u);
  EXPECT_EQ(v.figures[0].caption, "4D construction");
  EXPECT_EQ(hoffman_construct({.dim = 2, .variant = "1"}).json["variant"], 1);
}

TEST(ReportHoffman, ConstructNamesTheFieldsThatHeldBadValues) {
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 5}); }), "dim");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 6, .factors = "2x2"}); }), "factors");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 6, .packings = "0,1008"}); }), "packings");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 6, .lengths = "1,2,3,4,5,6"}); }), "lengths");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 12, .box = "8916100448256"}); }), "box");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 9, .boxes = "x.txt"}); }), "boxes");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 2, .variant = "2"}); }), "variant");
  EXPECT_EQ(subject_of([] { hoffman_construct({.variant = "4294967296"}); }), "variant");
  EXPECT_EQ(subject_of([] { hoffman_construct({.variant = "-1"}); }), "variant");
  // A value past its declared range is refused as every door reads the request, before the report.
  EXPECT_EQ(subject_of([] { read_request<HoffmanConstructRequest>(find_verb("hoffman.construct"), {{"pairing", 3}}, kCli); }),
            "pairing");
  EXPECT_EQ(subject_of([] { hoffman_construct({.lengths = "10,11,12,30"}); }), "lengths");
}

TEST(ReportHoffman, LayersHasItsKeys) {
  const Document d = hoffman_layers({.dim = 3});
  expect_keys(d.json, {"dim", "lengths", "rows", "rows_all_orientations", "layers", "layers_all_orientations",
                       "footprints_forced", "coincidences", "layer_nodes"});
  EXPECT_EQ(d.stats.rfind("counted in ", 0), 0u);
  EXPECT_EQ(subject_of([] { hoffman_layers({.dim = 1}); }), "dim");
}

TEST(ReportHoffman, SymmetriesAnswerEveryClass) {
  const Document d = hoffman_symmetries({.dim = 2});
  expect_keys(d.json, {"dim", "lengths", "time_limit", "classes", "found", "none", "unknown"});
  EXPECT_EQ(d.json["found"].get<int>() + d.json["none"].get<int>() + d.json["unknown"].get<int>(),
            static_cast<int>(d.json["classes"].size()));
  EXPECT_EQ(subject_of([] {
              read_request<HoffmanSymmetriesRequest>(find_verb("hoffman.symmetries"), {{"time_limit", 0}}, kCli);
            }),
            "time_limit");
}

TEST(ReportHoffman, SearchFirstFindsAndDrawsOnlyWhenAsked) {
  const Document d = hoffman_search_first(search_request({{"dim", 3}}));  // the mode is forced
  expect_keys(d.json, {"dim", "lengths", "order", "method", "symmetric", "invariant", "mode", "found",
                       "exhausted", "seconds", "grid", "valid", "canonical", "stabilizer"});
  EXPECT_EQ(d.json["mode"], "first");
  EXPECT_EQ(d.json["found"], true);
  EXPECT_TRUE(d.figures.empty());
  HoffmanSearchRequest r = search_request({{"dim", 3}, {"mode", "first"}, {"method", "dfs"}});
  r.draw = true;
  const Document drawn = hoffman_search(r);
  EXPECT_EQ(drawn.json["method"], "dfs");
  ASSERT_EQ(drawn.figures.size(), 1u);
  EXPECT_EQ(drawn.figures[0].caption, "3D packing found by search");
}

TEST(ReportHoffman, SearchCountAndEstimate) {
  const Document count = search({{"dim", 2}});
  expect_keys(count.json, {"dim", "lengths", "order", "mode", "corner_fixed", "raw", "nodes", "complete"});
  EXPECT_EQ(count.json["mode"], "count");
  EXPECT_EQ(count.stats.rfind("counted in ", 0), 0u);
  const Document estimate = search({{"dim", 3}, {"mode", "estimate"}, {"probes", 100}});
  EXPECT_EQ(estimate.json["mode"], "estimate");
  EXPECT_EQ(estimate.json["estimate"]["probes"], 100);
}

TEST(ReportHoffman, SearchNamesTheFieldsThatHeldBadValues) {
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"mode", "all"}}); }), "mode");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"mode", "first"}, {"method", "foo"}}); }), "method");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"order", "foo"}}); }), "order");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"mode", "first"}, {"invariant", Json::array({"0123:1100"})}}); }), "invariant");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"shard", "3/3"}}); }), "shard");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"checkpoint", "/nonexistent/folder/ck"}}); }), "checkpoint");
  EXPECT_EQ(subject_of([] { search({{"dim", 3}, {"threads", 0}}); }), "threads");
  EXPECT_EQ(subject_of([] { search({{"dim", 4}}); }), "force");  // forecast: more than a year
  // Combinations that mean nothing are plain InputErrors, about no one field.
  try {
    search({{"dim", 3}, {"mode", "first"}, {"method", "cdcl"}, {"order", "lex"}});
    ADD_FAILURE() << "a cell order for cdcl was accepted";
  } catch (const ArgumentError& e) {
    ADD_FAILURE() << "subject " << e.subject;
  } catch (const InputError&) {
  }
}

TEST(ReportHoffman, MergeAddsUpTheShardsOfACount) {
  const Document whole = search({{"dim", 2}});
  HoffmanMergeRequest merge;
  for (const char* shard : {"0/2", "1/2"})
    merge.documents.push_back(search({{"dim", 2}, {"shard", shard}}).json.dump());
  const Document total = hoffman_merge(merge);
  EXPECT_EQ(total.json["raw"], whole.json["raw"]);
  EXPECT_EQ(total.json["files"], 2);
  merge.documents.insert(merge.documents.begin() + 1, "{");
  EXPECT_EQ(subject_of([&] { hoffman_merge(merge); }), "documents[1]");
}

TEST(ReportHoffman, BoxesPlaceEveryBoxAndShowOverlaps) {
  const Document d = hoffman_boxes({.grid = "024,135,251/152,240,513/315,521,402"});
  expect_keys(d.json, {"dim", "lengths", "side", "grid", "valid", "pseudo", "verdict", "boxes", "overlaps",
                       "legend", "volume"});
  EXPECT_EQ(d.json["verdict"], "valid packing");
  EXPECT_EQ(d.json["side"], 33);
  ASSERT_EQ(d.json["boxes"].size(), 27u);
  EXPECT_EQ(d.json["legend"].size(), 6u);
  EXPECT_TRUE(d.json["overlaps"].empty());
  // Cell (1,0,0) holds code 2 (bac: b along x) after cell (0,0,0) with code 0 (a along x).
  const Json& b = d.json["boxes"][1];
  EXPECT_EQ(b["cell"], Json::array({1, 0, 0}));
  EXPECT_EQ(b["origin"], Json::array({10, 0, 0}));
  EXPECT_EQ(b["size"], Json::array({11, 10, 12}));
  EXPECT_EQ(b["orientation"], "bac");
  EXPECT_EQ(d.json["volume"]["covered"], std::to_string(27 * 10 * 11 * 12));
  EXPECT_EQ(d.json["volume"]["gaps"], std::to_string(33 * 33 * 33 - 27 * 10 * 11 * 12));
  // Sides of a million: the cube's volume is past 2^53, the gap is still exact (3^3 s^3 - 27abc).
  const Document big = hoffman_boxes({.grid = "024,135,251/152,240,513/315,521,402", .lengths = "1000000,1000001,1000002"});
  EXPECT_EQ(big.json["volume"]["gaps"], "27000027");
  EXPECT_EQ(big.json["volume"]["overlaps"], "0");
  EXPECT_EQ(big.json["volume"]["cube"], "27000081000081000027");

  const Document p = hoffman_boxes({.grid = "024,135,251/152,240,513/513,304,420"});
  EXPECT_EQ(p.json["verdict"], "pseudo-solution");
  ASSERT_FALSE(p.json["overlaps"].empty());
  EXPECT_EQ(p.json["overlaps"][0]["cells"], Json::parse("[[0,2,1],[1,1,2]]"));
  EXPECT_NE(p.json["volume"]["overlaps"], "0");

  EXPECT_EQ(subject_of([] { hoffman_boxes({.grid = "01,1X"}); }), "grid");
  EXPECT_EQ(subject_of([] { hoffman_boxes({.grid = "01,10", .lengths = "10,30"}); }), "lengths");
}

TEST(ReportHoffman, EnumeratePairsPseudoSolutionsWithTheirDuals) {
  const Json j = hoffman_enumerate({}).json;
  int pairs = 0;
  for (size_t i = 0; i < j["real"]["list"].size(); ++i) {
    const Json& c = j["real"]["list"][i];
    if (c["dual"] != "dual pseudo") continue;
    ++pairs;
    const int p = c["dual_pseudo_class"].get<int>();
    EXPECT_EQ(j["pseudo"]["list"][p - 1]["dual_real_class"], static_cast<int>(i) + 1);
  }
  EXPECT_EQ(pairs, 4);
}

// construct writes the boxes; check reads them back, and refuses the file with one box moved.
TEST(ReportHoffman, CheckReadsTheBoxesConstructWrites) {
  const std::string path = ::testing::TempDir() + "cw_boxes_6d.txt";
  const Document built = hoffman_construct({.dim = 6, .factors = "3x2", .packings = "17,1", .boxes = path});
  EXPECT_TRUE(built.json["check"]["valid"].get<bool>());
  const Document checked = hoffman_check({.boxes = path});
  EXPECT_TRUE(checked.json["valid"].get<bool>());
  EXPECT_EQ(checked.json["uncovered_volume"], built.json["check"]["uncovered_volume"]);
  std::string text = cw::read_file(path);
  const size_t line = text.find('\n', text.size() / 2) + 1;  // a box's first coordinate, one unit on
  const size_t space = text.find(' ', line);
  const long x = std::stol(text.substr(line, space - line));
  text.replace(line, space - line, std::to_string(x > 0 ? x - 1 : x + 1));
  cw::write_file_atomic(path, text);
  const Document moved = hoffman_check({.boxes = path});
  EXPECT_FALSE(moved.json["valid"].get<bool>());
  EXPECT_TRUE(moved.json.contains("overlap_boxes"));
  std::remove(path.c_str());
}

// The 6D picture: six z-layers of a 3D slice, each a 2D slice holding 6^2 boxes (every cell's
// point lies in one box), and refusals of slices that name no layers.
TEST(ReportHoffman, SixDimensionalSlice) {
  const Document d = hoffman_construct({.dim = 6, .draw = true, .slice = "1,2,0"});
  ASSERT_EQ(d.figures.size(), 1u);
  const std::string& svg = d.figures[0].svg;
  size_t rects = 0;
  for (size_t at = svg.find("<rect"); at != std::string::npos; at = svg.find("<rect", at + 1)) ++rects;
  EXPECT_EQ(rects, 6u + 6u * 36u);
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 6, .slice = "1,2"}); }), "slice");
  EXPECT_EQ(subject_of([] { hoffman_construct({.dim = 6, .slice = "1,2,6"}); }), "slice");
}

// The page's 6D view: the 3D slice at x4..x6 = t + 1/2, its sections checked, the volumes exact
// (covered + gaps = side^3), and refusals naming the field at fault.
TEST(ReportHoffman, SliceOfTheProductConstruction) {
  const Document d = hoffman_slice({.dim = 6, .factors = "3x2", .at = "100,200,300"});
  const auto& j = d.json;
  EXPECT_EQ(j["side"].get<int>(), 447);
  EXPECT_EQ(j["at"], Json({100, 200, 300}));
  EXPECT_EQ(j["count"].get<size_t>(), j["boxes"].size());
  cw::BigNat covered;
  for (const Json& b : j["boxes"])
    covered += cw::BigNat(b["size"][0].get<uint64_t>() * b["size"][1].get<uint64_t>() * b["size"][2].get<uint64_t>());
  EXPECT_EQ(covered.str(), j["volume"]["covered"].get<std::string>());
  const auto gaps = cw::BigNat::parse(j["volume"]["gaps"].get<std::string>());
  ASSERT_TRUE(gaps);
  EXPECT_EQ((covered + *gaps).str(), "89314623");  // 447^3
  EXPECT_NE(d.text.find("boxes cut"), std::string::npos);
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 6, .at = "1,2"}); }), "at");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 6, .at = "1,2,447"}); }), "at");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 6, .at = "1,x,2"}); }), "at");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 5}); }), "dim");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 9}); }), "dim");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 6, .lengths = "1,2,3,4,5,6"}); }), "lengths");
  EXPECT_EQ(subject_of([] { hoffman_slice({.dim = 6, .factors = "2x2"}); }), "factors");
}
